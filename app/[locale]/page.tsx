import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GoogleOneTapForGuests } from '@/components/auth/google-one-tap-for-guests';
import { CardRow, HomeSection, SectionNotice } from '@/components/home/home-section';
import { FailureToast } from '@/components/home/failure-toast';
import { HeroSlides } from '@/components/home/hero-slides';
import { Newsletter } from '@/components/home/newsletter';
import { Picture } from '@/components/ui/picture';
import { PropertyCard } from '@/components/hotel/property-card';
import { DeferredSearchBar } from '@/components/search/search-bar-deferred';
import { StickySearch } from '@/components/search/sticky-search';
import { Link } from '@/components/ui/link';
import { homeSection, type Loaded } from '@/lib/data/home';
import type { PropertyCard as Card } from '@/lib/data/properties';
import { topDestinationHref } from '@/lib/destinations';
import { CATEGORY_IMAGES, heroImageUrl } from '@/lib/media/urls';
import { site } from '@/lib/site';
import { pageAlternates, pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { PICTURE_WIDTHS } from '@/lib/media/sizes';
import { ReadyMark } from '@/components/layout/ready-mark';

const categories = (Object.keys(CATEGORY_IMAGES) as (keyof typeof CATEGORY_IMAGES)[]).map((slug) => ({
  slug,
  image: CATEGORY_IMAGES[slug],
}));

const whyItems = [
  {
    key: 'verified',
    icon: 'M9 12.75 11.25 15 15 9.75M12 3l7.5 3v5.25c0 4.5-3.2 8.2-7.5 9.75-4.3-1.5-7.5-5.25-7.5-9.75V6L12 3Z',
  },
  { key: 'prices', icon: 'M6 5h8a4 4 0 0 1 0 8H6V5Zm0 8v6M4 9h14M4 12h14' },
  { key: 'pay', icon: 'M3 7h18v10H3V7Zm0 3h18M7 14h3' },
  { key: 'support', icon: 'M4 5h16v11H9l-5 4V5Zm4.5 4.5h7m-7 3h4.5' },
] as const;

function CardsOrNotice({ result, empty, error }: { result: Loaded<Card[]>; empty: string; error: string }) {
  if (!result.ok) return <SectionNotice tone="error" text={error} />;
  if (!result.data.length) return <SectionNotice text={empty} />;
  return (
    <CardRow>
      {result.data.map((p) => (
        <PropertyCard key={p._id} property={p} heart />
      ))}
    </CardRow>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return { alternates: pageAlternates('/', await pageLocale(params)) };
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const [t, tc, destinations, hotels, apartments, deals, brands] = await Promise.all([
    getTranslations('home'),
    getTranslations('common'),
    homeSection('topDestinations'),
    homeSection('featuredHotels'),
    homeSection('featuredApartments'),
    homeSection('dealsInIkeja'),
    homeSection('brands'),
  ]);
  const menu = [
    ['top-destinations', t('topDestinations')],
    ['featured-hotels', t('featuredHotels')],
    ['featured-apartments', t('featuredApartments')],
    ['categories', t('categories')],
    ['deals-in-ikeja', t('dealsInIkeja')],
    ['brands', t('brands')],
    ['why-us', t('whyUs')],
    ['list-property', t('listProperty')],
    ['newsletter', t('newsletter')],
  ] as const;

  return (
    <>
      <>
        <GoogleOneTapForGuests />
        <section id="home-hero" className="relative isolate overflow-hidden">
          <HeroSlides
            first={
              <Picture
                src={heroImageUrl(0)}
                alt=""
                widths={PICTURE_WIDTHS.hero}
                sizes="100vw"
                priority
                className="absolute inset-0 size-full object-cover"
              />
            }
            others={[1, 2, 3].map(heroImageUrl)}
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/35 to-black/10" />
          <div className="mx-auto flex min-h-[24rem] max-w-7xl flex-col justify-end px-4 pb-10 pt-20 text-white md:min-h-[30rem] md:pb-14">
            <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight drop-shadow md:text-5xl">
              {t('heroTitle')}
            </h1>
            <p className="mt-4 max-w-2xl text-base text-white/90 md:text-lg">{t('heroSubtitle')}</p>
            <div className="mt-6 md:mt-8">
              <DeferredSearchBar variant="hero" fromStorage />
            </div>
          </div>
        </section>
        <StickySearch>
          <DeferredSearchBar fromStorage />
        </StickySearch>

        <nav aria-label={t('onThisPage')} className="border-b border-gray-200 dark:border-night-700">
          <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3 text-sm">
            {menu.map(([id, label]) => (
              <li key={id} className="shrink-0">
                <a href={`#${id}`} className="jump-link">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <HomeSection id="top-destinations" title={t('topDestinations')} text={t('topDestinationsText')}>
          {destinations.ok ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {destinations.data.map((d, i) => (
                <li key={d._id} className={i === 0 ? 'col-span-2 row-span-2 sm:col-span-1 lg:col-span-2' : ''}>
                  <Link href={topDestinationHref(d.state)} className="group tile h-full min-h-40">
                    <Picture
                      src={d.bannerImage}
                      alt=""
                      widths={PICTURE_WIDTHS.destination}
                      sizes={
                        i === 0
                          ? '(min-width: 1024px) 40vw, (min-width: 640px) 33vw, 100vw'
                          : '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw'
                      }
                      className="tile-picture transition duration-500 group-hover:scale-105"
                    />
                    <span className="tile-shade" />
                    <span className="tile-label">
                      <span className="block text-lg font-bold">{d.name}</span>
                      <span className="text-sm text-white/85">{t('propertyCount', { count: d.hotelCount })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <SectionNotice tone="error" text={t('topDestinationsError')} />
              <FailureToast message={t('topDestinationsError')} />
            </>
          )}
        </HomeSection>

        <HomeSection
          id="featured-hotels"
          title={t('featuredHotels')}
          text={t('featuredHotelsText')}
          viewAll={{ href: '/hotel/categories?category=hotels', label: t('viewAll') }}
        >
          <CardsOrNotice result={hotels} empty={t('featuredHotelsEmpty')} error={t('featuredHotelsError')} />
        </HomeSection>

        <HomeSection
          id="featured-apartments"
          title={t('featuredApartments')}
          text={t('featuredApartmentsText')}
          viewAll={{ href: '/hotel/categories?category=apartments', label: t('viewAll') }}
        >
          <CardsOrNotice
            result={apartments}
            empty={t('featuredApartmentsEmpty')}
            error={t('featuredApartmentsError')}
          />
        </HomeSection>

        <HomeSection id="categories" title={t('categories')} text={t('categoriesText')}>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={`/hotel/categories?category=${c.slug}`} className="tile aspect-[4/3]">
                  <Picture
                    src={c.image}
                    alt=""
                    widths={PICTURE_WIDTHS.card}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    className="tile-picture"
                  />
                  <span className="absolute inset-0 bg-gradient-to-t from-black/65 to-transparent" />
                  <span className="absolute bottom-3 start-4 text-lg font-bold text-white">{tc(`nav.${c.slug}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>

        <HomeSection
          id="deals-in-ikeja"
          title={t('dealsInIkeja')}
          text={t('dealsInIkejaText')}
          viewAll={{ href: topDestinationHref('Ikeja'), label: t('viewAll') }}
        >
          <CardsOrNotice result={deals} empty={t('dealsEmpty')} error={t('dealsError')} />
        </HomeSection>

        <HomeSection id="brands" title={t('brands')} text={t('brandsText')}>
          {brands.ok ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {brands.data.map((b) => (
                <li key={b._id}>
                  <Link href={`/hotels?${new URLSearchParams({ brand: b.slug })}`} className="brand-link">
                    <Picture
                      src={b.image}
                      alt=""
                      widths={PICTURE_WIDTHS.brand}
                      sizes="48px"
                      className="size-12 rounded-xl"
                    />
                    <span className="min-w-0">
                      <span dir="auto" className="brand-name">
                        {b.name}
                      </span>
                      <span className="text-sm text-gray-600 dark:text-gray-300">
                        {t('propertyCount', { count: b.hotelCount })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <SectionNotice tone="error" text={t('brandsError')} />
              <FailureToast message={t('brandsError')} />
            </>
          )}
        </HomeSection>

        <HomeSection id="why-us" title={t('whyUs')}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {whyItems.map((w) => (
              <li key={w.key} className="rounded-2xl bg-brand-50 p-5 dark:bg-night-900">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-8 text-brand-700 dark:text-brand-300"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={w.icon} />
                </svg>
                <h3 className="mt-3 font-bold">{t(`why.${w.key}Title`)}</h3>
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t(`why.${w.key}Text`)}</p>
              </li>
            ))}
          </ul>
        </HomeSection>

        <section id="list-property" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-10">
          <div className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
            <div>
              <h2 className="text-2xl font-extrabold md:text-3xl">{t('listProperty')}</h2>
              <p className="mt-2 max-w-xl text-brand-100">{t('listPropertyText')}</p>
            </div>
            <a
              href={site.partnerSiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-12 shrink-0 items-center rounded-full bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('listPropertyCta')}
              <span className="sr-only"> {tc('nav.opensNewTab')}</span>
            </a>
          </div>
        </section>
        <section
          id="newsletter"
          aria-labelledby="newsletter-title"
          className="mx-auto max-w-7xl scroll-mt-28 px-4 pb-4 pt-6"
        >
          <div className="flex flex-col gap-4 rounded-3xl bg-brand-50 p-8 md:flex-row md:items-center md:justify-between md:p-10 dark:bg-night-900">
            <div>
              <h2 id="newsletter-title" className="text-2xl font-extrabold">
                {t('newsletter')}
              </h2>
              <p className="mt-1 text-gray-600 dark:text-gray-300">{t('newsletterText')}</p>
            </div>
            <Newsletter />
          </div>
        </section>
      </>
      <ReadyMark />
    </>
  );
}
