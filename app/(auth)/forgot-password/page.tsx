import { AuthShell } from '@/components/auth/auth-shell';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';

export const generateMetadata = () => authMetadata('onboarding.forgotPassword');

export default async function ForgotPasswordPage() {
  const texts = await loadAuthTexts();
  return (
    <AuthShell mode="signIn" note="backToLogin">
      <ForgotPasswordForm texts={texts} />
    </AuthShell>
  );
}
