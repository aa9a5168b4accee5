import { InfoRoute, infoPageMetadata } from '@/components/info/info-route';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

export const generateMetadata = async ({ params }: { params: LocaleParams }) =>
  infoPageMetadata('terms-of-use', await pageLocale(params));

export default async function TermsOfUsePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <>
      <InfoRoute slug="terms-of-use" />
      <ReadyMark />
    </>
  );
}
