import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaPath } from './parse';
import { parseRasterFile } from './sizes';

/**
 * Where the catalogue's picture files are, beside the embedded database: `npm run build` makes the demo catalogue's
 * there (`npm run pictures`, demo/pictures), the drawings and their WebP files in the widths pages show.
 */
export const MEDIA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'media');

const TYPES = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp' } as const;

/** The picture file a /media/{kind}/{file} address names, as it was made; null for any other address or a file not made. */
export async function readMedia(kind: string, file: string): Promise<{ body: Buffer; type: string } | null> {
  const raster = parseRasterFile(file);
  if (!parseMediaPath(kind, raster ? raster.svgFile : file)) return null;
  try {
    return { body: await readFile(path.join(MEDIA_DIR, kind, file)), type: raster ? TYPES.webp : TYPES.svg };
  } catch {
    return null;
  }
}
