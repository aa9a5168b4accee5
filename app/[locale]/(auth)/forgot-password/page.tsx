import { authMetadata } from '@/components/auth/auth-metadata';
import { AuthShell } from '@/components/auth/auth-shell';
import ForgotPasswordForm from '@/components/auth/forgot-password-form';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

export const generateMetadata = async ({ params }: { params: LocaleParams }) => {
  await pageLocale(params);
  return authMetadata('forgotPassword');
};

export default async function ForgotPasswordPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <AuthShell mode="signIn" note="backToLogin">
        <ForgotPasswordForm />
      </AuthShell>
      <ReadyMark />
    </>
  );
}
