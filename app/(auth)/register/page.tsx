import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { authMetadata, loadAuthTexts } from '@/components/auth/server-texts';
import { SignUpCarousel } from '@/components/auth/sign-up-carousel';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { pickMessages } from '@/i18n/pick-messages';
import { authImageUrl } from '@/lib/media/urls';

export const generateMetadata = () => authMetadata('onboarding.createGuestAccount');

const images = [0, 1, 2].map(authImageUrl);

export default async function RegisterPage() {
  const [texts, messages] = await Promise.all([loadAuthTexts(), getMessages()]);
  const carouselMessages = pickMessages(messages, [
    'onboarding.slideshow',
    'onboarding.pauseSlideshow',
    'onboarding.playSlideshow',
  ]);
  return (
    <AuthShell
      mode="signUp"
      note="privacy"
      aside={
        <NextIntlClientProvider messages={carouselMessages}>
          <SignUpCarousel images={images} />
        </NextIntlClientProvider>
      }
    >
      <SignUpForm texts={texts} />
    </AuthShell>
  );
}
