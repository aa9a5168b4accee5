import { loadCatalogue } from '@/lib/db/seed/catalogue';
import { AUTH_COUNT, HERO_COUNT, PROPERTY_VARIANTS, ROOM_VARIANTS } from '@/lib/media/parse';
import { PICTURE_WIDTHS, rasterUrl, type RasterWidth } from '@/lib/media/sizes';
import {
  authImageUrl,
  brandImageUrl,
  CATEGORY_IMAGES,
  destinationImageUrl,
  heroImageUrl,
  propertyImageUrl,
  roomImageUrl,
} from '@/lib/media/urls';

/** A picture file, as /media/{kind}/{file} names it. */
export interface MediaFile {
  kind: string;
  file: string;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function split(url: string): MediaFile[] {
  const m = /^\/media\/([^/]+)\/([^/]+)$/.exec(url);
  return m ? [{ kind: m[1]!, file: m[2]! }] : [];
}

/** Each drawing's SVG file and its WebP files in the given widths. */
function files(svgUrls: string[], widths: readonly RasterWidth[]): MediaFile[] {
  return svgUrls.flatMap((url) => [...split(url), ...widths.flatMap((w) => split(rasterUrl(url, w) ?? ''))]);
}

/**
 * Every picture file the pages of the demo catalogue show (the benchmark's catalogue shows the same ones): each
 * drawing as SVG, and as WebP in the widths pages show it (lib/media/sizes.ts): the properties' pictures in the card
 * and gallery widths, the destinations', the brands', the home page's categories and hero. Rooms and the sign-up
 * pictures are shown as their drawings.
 */
export async function demoPictureFiles(): Promise<MediaFile[]> {
  const { brands, destinations, properties } = await loadCatalogue();
  const gallery = [...new Set([...PICTURE_WIDTHS.gallery, ...PICTURE_WIDTHS.galleryFullScreen])];
  const all = [
    ...files(
      properties.flatMap((p) => range(PROPERTY_VARIANTS).map((v) => propertyImageUrl(p.type, p.name, v))),
      gallery,
    ),
    ...files(
      properties.flatMap((p) =>
        p.rooms.flatMap((_, i) => range(ROOM_VARIANTS).map((v) => roomImageUrl(`${p.name}-${i}`, v))),
      ),
      [],
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
    ...files(range(HERO_COUNT).map(heroImageUrl), PICTURE_WIDTHS.hero),
    ...files(range(AUTH_COUNT).map(authImageUrl), []),
  ];
  const seen = new Set<string>();
  return all.filter((f) => !seen.has(`${f.kind}/${f.file}`) && seen.add(`${f.kind}/${f.file}`));
}
