import HotelGalleryClient from './hotel-gallery-part';

/**
 * The property's pictures: the first one is in the server's HTML (loaded first, at high priority), the others follow
 * lazily; with JavaScript a carousel with a position counter, arrows, keys and a full-screen view.
 */
export function HotelGallery({ name, images }: { name: string; images: string[] }) {
  if (!images.length) return null;
  return <HotelGalleryClient name={name} images={images} />;
}
