import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { keptYear } from '@/lib/kept-clock';
import { Logo } from '@/components/ui/logo';
import { getTopHotelLinks } from '@/lib/data/catalogue';
import { TOP_CITIES, topDestinationHref } from '@/lib/destinations';
import { site } from '@/lib/site';
import { FooterSection } from './footer-section';
import { SocialIcon, type SocialNetwork } from './social-icons';
import { hotelPath } from '@/lib/slug';

const linkClass = 'footer-link';

function ExternalLink({ href, children, newTab }: { href: string; children: React.ReactNode; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

function StoreBadge({ href, small, big, icon }: { href: string; small: string; big: string; icon: 'apple' | 'play' }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-12 items-center gap-2 rounded-xl bg-black px-3.5 text-white ring-1 ring-white/10 hover:bg-gray-800"
    >
      {icon === 'apple' ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="currentColor">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9A4.9 4.9 0 0 0 3.7 9.4c-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.6s1.7-.8 3.3-.8 2 .8 3.3.8 2.2-1.3 3-2.5a10.6 10.6 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.7-4.2ZM13.9 5.3A4.4 4.4 0 0 0 15 2a4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1 3.7 3.7 0 0 0 2.8-1.3Z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
          <path d="M4 2.6 13.8 12 4 21.4a1.3 1.3 0 0 1-.5-1V3.6c0-.4.2-.8.5-1Z" fill="#34d399" />
          <path d="m17 8.9-3.2 3.1L4 2.6l.2-.1c.4-.2.9-.2 1.3 0L17 8.9Z" fill="#60a5fa" />
          <path d="M17 15.1 5.5 21.5c-.4.2-.9.2-1.3 0l-.2-.1 9.8-9.4 3.2 3.1Z" fill="#f87171" />
          <path d="m20.7 12.9-3.7 2.2-3.2-3.1L17 8.9l3.7 2.2c.7.4.7 1.4 0 1.8Z" fill="#fbbf24" />
        </svg>
      )}
      <span className="flex flex-col text-start leading-tight">
        {/* The visible words are the link's name ('Download on the App Store'): the space joins the two lines. */}
        <span className="text-[10px] opacity-80">{small}</span> <span className="text-sm font-semibold">{big}</span>
      </span>
    </a>
  );
}

/** Footer: about, partners, top cities and hotels, social links, app badges and the copyright line. */
export async function SiteFooter() {
  const [t, hotels, year] = await Promise.all([getTranslations('common'), getTopHotelLinks(), keptYear()]);
  const newTab = t('nav.opensNewTab');
  const networks = Object.entries(site.social) as [SocialNetwork, string][];

  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 dark:border-night-700 dark:bg-night-900">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <div className="grid gap-8 lg:grid-cols-[1.2fr_3fr]">
          <div className="space-y-4">
            <Logo />
            <p className="max-w-xs text-sm text-gray-600 dark:text-gray-300">{t('footer.tagline')}</p>
            <div>
              <p className="mb-2 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
                {t('footer.followUs')}
              </p>
              <ul className="flex gap-2">
                {networks.map(([network, href]) => (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={network}
                      className="social-link"
                    >
                      <SocialIcon network={network} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="grid md:grid-cols-4 md:gap-8">
            <FooterSection title={t('footer.about')}>
              <ul className="space-y-2.5">
                <li>
                  <Link href="/about-us" className={linkClass}>
                    {t('footer.aboutUs')}
                  </Link>
                </li>
                <li>
                  <Link href="/contact-us" className={linkClass}>
                    {t('footer.contact')}
                  </Link>
                </li>
                <li>
                  <Link href="/manage-booking" className={linkClass}>
                    {t('footer.manageBooking')}
                  </Link>
                </li>
                <li>
                  <ExternalLink href={site.careersUrl} newTab={newTab}>
                    {t('footer.careers')}
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={site.blogUrl} newTab={newTab}>
                    {t('footer.blog')}
                  </ExternalLink>
                </li>
                <li>
                  <Link href="/terms-of-use" className={linkClass}>
                    {t('footer.terms')}
                  </Link>
                </li>
                <li>
                  <Link href="/privacy-policy" className={linkClass}>
                    {t('footer.privacy')}
                  </Link>
                </li>
              </ul>
            </FooterSection>
            <FooterSection title={t('footer.partners')}>
              <ul className="space-y-2.5">
                <li>
                  <ExternalLink href={site.partnerLoginUrl} newTab={newTab}>
                    {t('footer.partnerLogin')}
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={site.partnerSiteUrl} newTab={newTab}>
                    {t('footer.listProperty')}
                  </ExternalLink>
                </li>
                <li>
                  <Link href="/contact-us" className={linkClass}>
                    {t('footer.partnerSupport')}
                  </Link>
                </li>
                <li>
                  <ExternalLink href={site.travelAgentUrl} newTab={newTab}>
                    {t('footer.travelAgents')}
                  </ExternalLink>
                </li>
              </ul>
            </FooterSection>
            <FooterSection title={t('footer.topCities')}>
              <ul className="space-y-2.5">
                {TOP_CITIES.map((c) => (
                  <li key={c.state}>
                    <Link href={topDestinationHref(c.state)} className={linkClass}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </FooterSection>
            <FooterSection title={t('footer.topHotels')}>
              <ul className="space-y-2.5">
                {hotels.map((h) => (
                  <li key={h.slug}>
                    <Link href={hotelPath(h.slug)} className={linkClass}>
                      {h.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </FooterSection>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-6 border-t border-gray-200 pt-8 md:flex-row md:items-center md:justify-between dark:border-night-700">
          <div>
            <p className="mb-2 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
              {t('footer.getTheApp')}
            </p>
            <div className="flex flex-wrap gap-3">
              <StoreBadge href={site.appStoreUrl} small={t('footer.appStoreSmall')} big="App Store" icon="apple" />
              <StoreBadge href={site.playStoreUrl} small={t('footer.playStoreSmall')} big="Google Play" icon="play" />
            </div>
          </div>
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
