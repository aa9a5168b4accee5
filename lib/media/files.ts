import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaPath } from './parse';
import { lighterWidths, parseRasterFile } from './sizes';

/**
 * Where the catalogue's picture files are, beside the embedded database: `npm run build` makes the demo catalogue's
 * there (`npm run pictures`, demo/pictures), the drawings and their WebP files in the widths pages show.
 */
export const MEDIA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'media');

const TYPES = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp' } as const;

/** The content type of a picture file: its WebP files, or the drawing itself. */
export function mediaType(file: string): string {
  return parseRasterFile(file) ? TYPES.webp : TYPES.svg;
}

/** The picture file a /media/{kind}/{file} address names, as it was made; null for any other address or a file not made. */
export async function readMedia(kind: string, file: string): Promise<{ body: Buffer; type: string } | null> {
  const raster = parseRasterFile(file);
  if (!parseMediaPath(kind, raster ? raster.svgFile : file)) return null;
  try {
    return { body: await readFile(path.join(MEDIA_DIR, kind, file)), type: mediaType(file) };
  } catch {
    return null;
  }
}

/**
 * For a traveller saving data: the same picture in a made width at most half the one asked for, which the page
 * stretches into the place it keeps for the picture; null when the address names no raster file or none is smaller.
 */
export async function readLighterMedia(kind: string, file: string): Promise<{ body: Buffer; type: string } | null> {
  const raster = parseRasterFile(file);
  if (!raster || !parseMediaPath(kind, raster.svgFile)) return null;
  const base = raster.svgFile.replace(/\.svg$/, '');
  for (const width of lighterWidths(raster.width)) {
    const lighter = await readMedia(kind, `${base}.w${width}.webp`);
    if (lighter) return lighter;
  }
  return null;
}

/** Writes a picture file through a temporary file, so that a server reading it never sees half of it. */
export async function keepMedia(kind: string, file: string, body: Buffer): Promise<void> {
  const target = path.join(MEDIA_DIR, kind, file);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, body);
  await rename(temp, target);
}
