import { authMetadata } from '@/components/auth/auth-metadata';
import { AuthShell } from '@/components/auth/auth-shell';
import LoginForm from '@/components/auth/login-form';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

export const generateMetadata = async ({ params }: { params: LocaleParams }) => {
  await pageLocale(params);
  return authMetadata('signIn');
};

export default async function LoginPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <AuthShell mode="signIn" note="privacy">
        <LoginForm />
      </AuthShell>
      <ReadyMark />
    </>
  );
}
