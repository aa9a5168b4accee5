import { authMetadata } from '@/components/auth/auth-metadata';
import { AuthShell } from '@/components/auth/auth-shell';
import CodeLoginForm from '@/components/auth/code-login-form';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

export const generateMetadata = async ({ params }: { params: LocaleParams }) => {
  await pageLocale(params);
  return authMetadata('emailCode');
};

export default async function EmailCodeLoginPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <AuthShell mode="signIn" note="privacy">
        <CodeLoginForm channel="email" />
      </AuthShell>
      <ReadyMark />
    </>
  );
}
