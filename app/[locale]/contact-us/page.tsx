import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/account/contact-form';
import { InfoRoute, infoPageMetadata } from '@/components/info/info-route';
import { formatPhoneDisplay } from '@/lib/phone';
import { site } from '@/lib/site';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

export const generateMetadata = async ({ params }: { params: LocaleParams }) =>
  infoPageMetadata('contact-us', await pageLocale(params));

export default async function ContactUsPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('common.contact');
  const card = 'rounded-2xl border border-gray-200 p-5 dark:border-night-700';
  return (
    <>
      <InfoRoute slug="contact-us">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={card}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
              {t('phones')}
            </h2>
            <ul className="mt-3 space-y-2">
              {site.supportPhones.map((n) => (
                <li key={n}>
                  <a
                    href={`tel:${n}`}
                    dir="ltr"
                    className="text-lg font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {formatPhoneDisplay(n)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={card}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">{t('email')}</h2>
            <a
              href={`mailto:${site.reservationsEmail}`}
              dir="ltr"
              className="mt-3 block break-all text-lg font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {site.reservationsEmail}
            </a>
          </div>
        </div>
        <ContactForm />
      </InfoRoute>
      <ReadyMark />
    </>
  );
}
