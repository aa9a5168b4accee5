import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';

/**
 * The property's pictures without JavaScript: a swipeable row that snaps on phones, and from md up a large first
 * picture beside a grid of the others.
 */
export async function HotelGallery({ name, images }: { name: string; images: string[] }) {
  const t = await getTranslations('hotel');
  if (!images.length) return null;
  const count = images.length;
  return (
    <section aria-label={t('gallery', { name })}>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:snap-none md:grid-cols-4 md:overflow-visible md:px-0 md:pb-0">
        {images.map((src, i) => (
          <li
            key={src}
            className={cn('w-[85%] shrink-0 snap-start md:w-auto', i === 0 && 'md:col-span-2 md:row-span-2')}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVGs need no resizing */}
            <img
              src={src}
              alt={t('photo', { index: i + 1, count })}
              width={i === 0 ? 800 : 400}
              height={i === 0 ? 600 : 300}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
              className="aspect-[4/3] size-full rounded-xl bg-gray-100 object-cover dark:bg-night-800"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
