import { InfoRoute, infoPageMetadata } from '@/components/info/info-route';

export const generateMetadata = () => infoPageMetadata('privacy-policy');

export default function PrivacyPolicyPage() {
  return <InfoRoute slug="privacy-policy" />;
}
