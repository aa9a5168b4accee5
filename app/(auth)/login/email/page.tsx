import { AuthShell } from '@/components/auth/auth-shell';
import { CodeLoginForm } from '@/components/auth/code-login-form';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';

export const generateMetadata = () => authMetadata('onboarding.emailCode');

export default async function EmailCodeLoginPage() {
  const texts = await loadAuthTexts();
  return (
    <AuthShell mode="signIn" note="privacy">
      <CodeLoginForm channel="email" texts={texts} />
    </AuthShell>
  );
}
