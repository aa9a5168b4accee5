import { InfoRoute, infoPageMetadata } from '@/components/info/info-route';

export const generateMetadata = () => infoPageMetadata('terms-of-use');

export default function TermsOfUsePage() {
  return <InfoRoute slug="terms-of-use" />;
}
