import { intlFor } from '@/i18n/intl-for';
import HotelGalleryClient from './hotel-gallery-part';

/**
 * The property's pictures: the first one is in the server's HTML (loaded first, at high priority), the others follow
 * lazily; with JavaScript a carousel with a position counter, arrows, keys and a full-screen view.
 */
export async function HotelGallery({ name, images }: { name: string; images: string[] }) {
  if (!images.length) return null;
  const intl = await intlFor([
    'hotel.gallery',
    'hotel.photo',
    'hotel.galleryPrevious',
    'hotel.galleryNext',
    'hotel.galleryPosition',
    'hotel.galleryFullScreen',
    'hotel.galleryClose',
  ]);
  return <HotelGalleryClient name={name} images={images} intl={intl} />;
}
