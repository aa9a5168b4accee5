import { loadCatalogue } from '@/lib/db/seed/catalogue';
import { HERO_COUNT, PROPERTY_VARIANTS } from './parse';
import { PICTURE_WIDTHS, rasterUrl, type RasterWidth } from './sizes';
import { brandImageUrl, CATEGORY_IMAGES, destinationImageUrl, heroImageUrl, propertyImageUrl } from './urls';

/** A raster file of a drawing, as /media/{kind}/{file} names it. */
export interface RasterFile {
  kind: string;
  file: string;
}

function files(svgUrls: string[], widths: readonly RasterWidth[]): RasterFile[] {
  return svgUrls.flatMap((url) =>
    widths.flatMap((w) => {
      const m = /^\/media\/([^/]+)\/([^/]+)$/.exec(rasterUrl(url, w) ?? '');
      return m ? [{ kind: m[1]!, file: m[2]! }] : [];
    }),
  );
}

/**
 * Every raster file the pages of the demo catalogue show, in the widths they show them (lib/media/sizes.ts): the
 * properties' pictures in the card and gallery widths, the destinations', the brands', the home page's categories and
 * hero. Rooms and the sign-up pictures are shown as their drawings.
 */
export async function demoRasterFiles(): Promise<RasterFile[]> {
  const { brands, destinations, properties } = await loadCatalogue();
  const gallery = [...new Set([...PICTURE_WIDTHS.gallery, ...PICTURE_WIDTHS.galleryFullScreen])];
  const all = [
    ...files(
      properties.flatMap((p) =>
        Array.from({ length: PROPERTY_VARIANTS }, (_, v) => propertyImageUrl(p.type, p.name, v)),
      ),
      gallery,
    ),
    ...files(Object.values(CATEGORY_IMAGES), PICTURE_WIDTHS.card),
    ...files(
      destinations.map((d) => destinationImageUrl(d.name)),
      PICTURE_WIDTHS.destination,
    ),
    ...files(
      brands.map((b) => brandImageUrl(b.slug, b.color)),
      PICTURE_WIDTHS.brand,
    ),
    ...files(
      Array.from({ length: HERO_COUNT }, (_, i) => heroImageUrl(i)),
      PICTURE_WIDTHS.hero,
    ),
  ];
  const seen = new Set<string>();
  return all.filter((f) => !seen.has(`${f.kind}/${f.file}`) && seen.add(`${f.kind}/${f.file}`));
}
