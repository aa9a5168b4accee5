import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { PICTURE_WIDTHS } from '@/lib/media/sizes';

export interface GalleryPictureProps {
  src: string;
  alt: string;
  /** The first picture of the page: loaded at once, at high priority. */
  priority?: boolean;
  /** Fits the whole picture in (full-screen view) instead of filling the frame. */
  contain?: boolean;
  className?: string;
}

/** The gallery spans the page, beside the 20rem side card from 1024 px, within the page's 1280 px from there. */
const GALLERY_SIZES = '(min-width: 1280px) 896px, (min-width: 1024px) 70vw, 100vw';

/** One picture of the gallery, as WebP in the widths the gallery shows (full screen: the largest). */
export function GalleryPicture({ src, alt, priority = false, contain = false, className }: GalleryPictureProps) {
  return (
    <Picture
      src={src}
      alt={alt}
      widths={contain ? PICTURE_WIDTHS.galleryFullScreen : PICTURE_WIDTHS.gallery}
      sizes={contain ? '100vw' : GALLERY_SIZES}
      width={1200}
      height={900}
      priority={priority}
      className={cn('size-full', contain ? 'object-contain' : 'object-cover', className)}
    />
  );
}
