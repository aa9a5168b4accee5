import type { CSSProperties } from 'react';
import { mediaDimensions, rasterSrcSet, rasterUrl, type RasterWidth } from '@/lib/media/sizes';

interface PictureProps {
  /** A /media/ drawing (served as AVIF / WebP in `widths`) or any other picture address (shown as it is). */
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
 * A picture in the sizes pages show: AVIF, else WebP, from the widths given, with width and height so that nothing
 * moves while it loads. The demo drawings are made into those files once (lib/media/raster.ts).
 */
export function Picture({ src, alt, widths, sizes, priority = false, className, style, width, height }: PictureProps) {
  const largest = widths[widths.length - 1] ?? 640;
  const avif = rasterSrcSet(src, widths, 'avif');
  const webp = rasterSrcSet(src, widths, 'webp');
  const fallback = rasterUrl(src, widths[Math.min(1, widths.length - 1)] ?? largest, 'webp');
  const dims = mediaDimensions(src, largest) ?? (width && height ? { width, height } : undefined);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- sized files and srcset are made by the site itself
    <img
      src={fallback ?? src}
      srcSet={webp ?? undefined}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={dims?.width}
      height={dims?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
