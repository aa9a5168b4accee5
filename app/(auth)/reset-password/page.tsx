import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';

// The address carries the reset token: it must not travel to other sites as a referrer.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await authMetadata('onboarding.resetPassword')),
  referrer: 'no-referrer',
});

interface ResetPasswordPageProps {
  searchParams: Promise<{ token?: string | string[] }>;
}

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const [{ token }, texts] = await Promise.all([searchParams, loadAuthTexts()]);
  const value = Array.isArray(token) ? token[0] : token;
  return (
    <AuthShell mode="signIn" note="backToLogin">
      <ResetPasswordForm token={value || null} texts={texts} />
    </AuthShell>
  );
}
