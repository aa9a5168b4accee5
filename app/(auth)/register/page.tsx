import { AuthShell } from '@/components/auth/auth-shell';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';
import { SignUpCarousel } from '@/components/auth/sign-up-carousel';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { intlFor } from '@/i18n/intl-for';
import { authImageUrl } from '@/lib/media/urls';

export const generateMetadata = () => authMetadata('onboarding.createGuestAccount');

const images = [0, 1, 2].map(authImageUrl);

export default async function RegisterPage() {
  const [texts, carouselIntl] = await Promise.all([
    loadAuthTexts(),
    intlFor(['onboarding.slideshow', 'onboarding.pauseSlideshow', 'onboarding.playSlideshow']),
  ]);
  return (
    <AuthShell mode="signUp" note="privacy" aside={<SignUpCarousel images={images} intl={carouselIntl} />}>
      <SignUpForm texts={texts} />
    </AuthShell>
  );
}
