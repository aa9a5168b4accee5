import { authMetadata } from '@/components/auth/auth-metadata';
import { AuthShell } from '@/components/auth/auth-shell';
import { SignUpCarousel } from '@/components/auth/sign-up-carousel';
import SignUpForm from '@/components/auth/sign-up-form';
import { authImageUrl } from '@/lib/media/urls';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

export const generateMetadata = async ({ params }: { params: LocaleParams }) => {
  await pageLocale(params);
  return authMetadata('createGuestAccount');
};

const images = [0, 1, 2].map(authImageUrl);

export default async function RegisterPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <AuthShell mode="signUp" note="privacy" aside={<SignUpCarousel images={images} />}>
        <SignUpForm />
      </AuthShell>
      <ReadyMark />
    </>
  );
}
