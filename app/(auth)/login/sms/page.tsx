import { AuthShell } from '@/components/auth/auth-shell';
import { CodeLoginForm } from '@/components/auth/code-login-form';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';

export const generateMetadata = () => authMetadata('onboarding.whatsappCode');

export default async function WhatsAppCodeLoginPage() {
  const texts = await loadAuthTexts();
  return (
    <AuthShell mode="signIn" note="privacy">
      <CodeLoginForm channel="whatsapp" texts={texts} />
    </AuthShell>
  );
}
