import { getTranslations } from 'next-intl/server';
import { GalleryPicture } from './gallery-picture';
import HotelGalleryClient from './hotel-gallery-part';

/**
 * The property's pictures: the first one is in the server's HTML (loaded first, at high priority), the others follow
 * lazily; with JavaScript a carousel with a position counter, arrows, keys and a full-screen view. The pictures are
 * rendered here, so the carousel's code carries none of theirs.
 */
export async function HotelGallery({ name, images }: { name: string; images: string[] }) {
  if (!images.length) return null;
  const t = await getTranslations('hotel');
  const count = images.length;
  const slides = images.map((src, i) => (
    <GalleryPicture key={src} src={src} alt={t('photo', { index: i + 1, count })} priority={i === 0} />
  ));
  return <HotelGalleryClient name={name} images={images} slides={slides} />;
}
