import { InfoRoute, infoPageMetadata } from '@/components/info/info-route';

export const generateMetadata = () => infoPageMetadata('about-us');

export default function AboutUsPage() {
  return <InfoRoute slug="about-us" />;
}
