// Raster versions of the demo catalogue's drawings: the same /media/{kind}/{name}.svg address with `.w{width}.webp`
// instead of `.svg`. Only these widths exist, so arbitrary addresses cannot make the server draw. WebP alone: every
// browser the site serves decodes it, faster than AVIF on phones, and one format keeps the pages' srcsets short.

/** Widths pictures are made in: card and gallery sizes of phones (1x–2x) and wide screens. */
export const RASTER_WIDTHS = [160, 320, 480, 640, 828, 1080, 1600] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

/** The widths each place of the site shows its pictures in (the srcsets of components/ui/picture.tsx). */
export const PICTURE_WIDTHS = {
  card: [320, 480, 640],
  gallery: [320, 480, 640, 828, 1080],
  galleryFullScreen: [640, 828, 1080],
  destination: [320, 480, 640, 828],
  brand: [160],
  hero: [640, 828, 1080, 1600],
} as const satisfies Record<string, readonly RasterWidth[]>;

/** Each kind of drawing's own proportions (its canvas), for width and height attributes. */
export const MEDIA_ASPECT: Record<string, { w: number; h: number }> = {
  property: { w: 800, h: 600 },
  room: { w: 800, h: 600 },
  destination: { w: 640, h: 800 },
  brand: { w: 400, h: 400 },
  hero: { w: 1600, h: 900 },
  auth: { w: 600, h: 800 },
};

const RASTER = /^(.+)\.w(\d+)\.webp$/;

/** The drawing and width a raster file name stands for, or null when it names none. */
export function parseRasterFile(file: string): { svgFile: string; width: RasterWidth } | null {
  const m = RASTER.exec(file);
  const width = Number(m?.[2]) as RasterWidth;
  if (!m || !RASTER_WIDTHS.includes(width)) return null;
  return { svgFile: `${m[1]}.svg`, width };
}

/** Made widths at most half of `width`, the largest first: what a traveller saving data is sent instead. */
export function lighterWidths(width: RasterWidth): RasterWidth[] {
  return RASTER_WIDTHS.filter((w) => w <= width / 2).reverse();
}

/** The raster address of a /media/ drawing in a width; null for other pictures (a CDN's). */
export function rasterUrl(svgUrl: string, width: RasterWidth): string | null {
  if (!/^\/media\/[^/]+\/[^/]+\.svg$/.test(svgUrl)) return null;
  return svgUrl.replace(/\.svg$/, `.w${width}.webp`);
}

/** A srcset of a /media/ drawing in the given widths, or null for other pictures. */
export function rasterSrcSet(svgUrl: string, widths: readonly RasterWidth[]): string | null {
  if (!rasterUrl(svgUrl, widths[0] ?? 320)) return null;
  return widths.map((w) => `${rasterUrl(svgUrl, w)} ${w}w`).join(', ');
}

/** Width and height attributes of a /media/ drawing at a width, in its own proportions. */
export function mediaDimensions(svgUrl: string, width: number): { width: number; height: number } | null {
  const kind = /^\/media\/([^/]+)\//.exec(svgUrl)?.[1];
  const aspect = kind ? MEDIA_ASPECT[kind] : undefined;
  return aspect ? { width, height: Math.round((width * aspect.h) / aspect.w) } : null;
}
