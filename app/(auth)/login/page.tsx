import { AuthShell } from '@/components/auth/auth-shell';
import { LoginForm } from '@/components/auth/login-form';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';

export const generateMetadata = () => authMetadata('onboarding.signIn');

export default async function LoginPage() {
  const texts = await loadAuthTexts();
  return (
    <AuthShell mode="signIn" note="privacy">
      <LoginForm texts={texts} />
    </AuthShell>
  );
}
