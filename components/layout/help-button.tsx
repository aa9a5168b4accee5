import { getTranslations } from 'next-intl/server';
import { formatPhoneDisplay } from '@/lib/phone';
import { site } from '@/lib/site';
import { HelpPopover } from './header-parts';

/** Floating help button with the two guest-support chat lines. */
export async function HelpButton() {
  const t = await getTranslations('common.help');
  const lines = site.supportPhones.map((number) => ({
    href: `https://wa.me/${number.replace('+', '')}`,
    display: formatPhoneDisplay(number),
  }));
  return (
    <div className="fixed bottom-5 end-5 z-40">
      <HelpPopover
        lines={lines}
        trigger={
          <button
            type="button"
            aria-label={t('button')}
            className="inline-flex h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg shadow-brand-900/30 hover:bg-brand-800"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            >
              <path d="M4 5h16v11H9l-5 4V5Z" />
              <path d="M8.5 9.5h7M8.5 12.5h4.5" strokeLinecap="round" />
            </svg>
            <span>{t('button')}</span>
          </button>
        }
      />
    </div>
  );
}
