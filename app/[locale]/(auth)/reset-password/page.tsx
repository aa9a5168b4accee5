import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';
import { authMetadata } from '@/components/auth/auth-metadata';
import ResetPasswordForm from '@/components/auth/reset-password-form';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

// The token comes with the address: rendered for each request, never kept.
export const instant = false;

// The address carries the reset token: it must not travel to other sites as a referrer.
export const generateMetadata = async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
  await pageLocale(params);
  return { ...(await authMetadata('resetPassword')), referrer: 'no-referrer' };
};

interface ResetPasswordPageProps {
  params: LocaleParams;
  searchParams: Promise<{ token?: string | string[] }>;
}

export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordPageProps) {
  await pageLocale(params);
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  return (
    <>
      <AuthShell mode="signIn" note="backToLogin">
        <ResetPasswordForm token={value || null} />
      </AuthShell>
      <ReadyMark />
    </>
  );
}
