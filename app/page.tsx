import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { TOP_CITIES, topDestinationHref } from '@/lib/destinations';

const categories = ['hotels', 'apartments', 'resorts', 'tours'] as const;

export default async function HomePage() {
  const t = await getTranslations('common');
  return (
    <section className="relative isolate overflow-hidden">
      {/* eslint-disable-next-line @next/next/no-img-element -- vector art scales without resizing */}
      <img
        src="/media/hero/0.svg"
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/35 to-black/10" />
      <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-end px-4 pb-12 pt-24 text-white md:min-h-[34rem] md:pb-16">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight drop-shadow md:text-5xl">{t('meta.title')}</h1>
        <p className="mt-4 max-w-2xl text-base text-white/90 md:text-lg">{t('meta.description')}</p>
        <ul className="mt-8 flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c}>
              <Link
                href={`/hotel/categories?category=${c}`}
                className="inline-flex h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-gray-900 shadow hover:bg-brand-50"
              >
                {t(`nav.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-sm font-bold uppercase tracking-wide text-white/80">{t('nav.destinations')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {TOP_CITIES.map((c) => (
            <li key={c.state}>
              <Link
                href={topDestinationHref(c.state)}
                className="inline-flex h-9 items-center rounded-full bg-white/15 px-4 text-sm font-medium ring-1 ring-white/40 backdrop-blur hover:bg-white/25"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
