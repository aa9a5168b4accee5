import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSandboxCheckout } from '@/lib/data/sandbox-checkout';
import { formatNaira } from '@/lib/format/naira';
import { paymentSandbox } from '@/lib/services/payments';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('booking.sandbox');
  return { title: t('metaTitle'), robots: { index: false } };
}

const button = 'w-full rounded-full px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/** The sandbox checkout: stands in for Flutterwave's hosted page while no key is configured. No money moves. */
export default async function SandboxCheckoutPage({ params }: { params: Promise<{ locale: string; txRef: string }> }) {
  await connection();
  await pageLocale(params);
  const { txRef } = await params;
  if (!paymentSandbox) notFound();
  const [checkout, t] = await Promise.all([getSandboxCheckout(txRef), getTranslations('booking.sandbox')]);
  if (!checkout) notFound();
  const facts = [
    [t('property'), checkout.hotelName],
    [t('reference'), checkout.reference],
    [t('amount'), formatNaira(checkout.amount)],
  ] as const;
  return (
    <>
      <section className="mx-auto max-w-md px-4 py-10 md:py-16">
        {/* The amber band marks the page as the sandbox at a glance, in every language and theme. */}
        <div className="overflow-hidden rounded-2xl border border-gray-200 border-t-8 border-t-accent-400 bg-white shadow-sm dark:border-night-700 dark:border-t-accent-400 dark:bg-night-900">
          <div className="p-6">
            <h1 className="text-xl font-extrabold tracking-tight">{t('title')}</h1>
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('text')}</p>
            <dl className="mt-6 divide-y divide-gray-100 dark:divide-night-700">
              {facts.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2 text-sm">
                  <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
                  {/* Amounts and references read left to right in Arabic too. */}
                  <dd className="text-end font-semibold" dir="ltr">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <form
              method="post"
              action={`/api/payments/sandbox/${encodeURIComponent(checkout.txRef)}`}
              className="mt-6 grid gap-3"
            >
              <button
                name="outcome"
                value="successful"
                className={`${button} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`}
              >
                {t('pay')}
              </button>
              <button
                name="outcome"
                value="failed"
                className={`${button} border border-red-300 text-red-700 hover:bg-red-50 focus-visible:outline-red-600 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`}
              >
                {t('decline')}
              </button>
              <button
                name="outcome"
                value="cancelled"
                className={`${button} text-gray-700 hover:bg-gray-100 focus-visible:outline-gray-500 dark:text-gray-200 dark:hover:bg-night-800`}
              >
                {t('cancel')}
              </button>
            </form>
          </div>
        </div>
      </section>
      <ReadyMark />
    </>
  );
}
