import type { CSSProperties } from 'react';
import { mediaDimensions, rasterSrcSet, rasterUrl, type RasterWidth } from '@/lib/media/sizes';

interface PictureProps {
  /** A /media/ drawing (served as WebP in `widths`) or any other picture address (shown as it is). */
  src: string;
  alt: string;
  /** The widths the browser may choose from. */
  widths: readonly RasterWidth[];
  /** How wide the picture is shown, for the browser's choice (the `sizes` attribute). */
  sizes: string;
  /** The LCP picture only: loaded at once with high priority. Every other picture is lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Width and height attributes for pictures that are not /media/ drawings. */
  width?: number;
  height?: number;
}

/**
 * A picture in the sizes pages show, from the widths given, with width and height so that nothing moves while it
 * loads. The demo drawings are made into those files once (scripts/make-pictures.ts, demo/pictures).
 */
export function Picture({ src, alt, widths, sizes, priority = false, className, style, width, height }: PictureProps) {
  const largest = widths[widths.length - 1] ?? 640;
  const srcSet = rasterSrcSet(src, widths);
  const fallback = rasterUrl(src, widths[Math.min(1, widths.length - 1)] ?? largest);
  const dims = mediaDimensions(src, largest) ?? (width && height ? { width, height } : undefined);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized files and srcset are made by the site itself
    <img
      src={fallback ?? src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={dims?.width}
      height={dims?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      // Only when set: a prop given as undefined is still written into the page's payload, once per picture.
      {...(priority && { fetchPriority: 'high' as const })}
      {...(style && { style })}
    />
  );
}
