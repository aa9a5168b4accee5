import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { log } from '@/lib/log';
import { parseMediaPath } from './parse';
import { renderMedia } from './render';
import { parseRasterFile } from './sizes';

/**
 * Where raster files are kept, beside the embedded database: the demo catalogue's are made there by
 * scripts/make-pictures.ts when the site is built; any other drawing's on its first request.
 */
export const RASTER_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'media');
export const RASTER_TYPE = 'image/webp';
const making = new Map<string, Promise<Buffer>>();

/** The WebP file of a drawing (`{name}.w640.webp`), drawn now; null when the name stands for no drawing. */
export async function drawRaster(kind: string, file: string): Promise<Buffer | null> {
  const raster = parseRasterFile(file);
  const media = raster && parseMediaPath(kind, raster.svgFile);
  if (!raster || !media) return null;
  return sharp(Buffer.from(renderMedia(media)), { density: 144 })
    .resize({ width: raster.width })
    .webp({ quality: 72, effort: 4 })
    .toBuffer();
}

/** Writes a raster file where rasterMedia reads it (through a temporary file, so readers never see half of it). */
export async function keepRaster(kind: string, file: string, body: Buffer): Promise<void> {
  const target = path.join(RASTER_DIR, kind, file);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, body);
  await rename(temp, target);
}

/**
 * The raster file of a drawing, read from disk (the demo catalogue's are made at build time); a drawing without one
 * (another catalogue's) is made on its first request and kept. Null when the name stands for no drawing.
 */
export async function rasterMedia(kind: string, file: string): Promise<{ body: Buffer; type: string } | null> {
  const raster = parseRasterFile(file);
  if (!raster || !parseMediaPath(kind, raster.svgFile)) return null;
  const target = path.join(RASTER_DIR, kind, file);
  try {
    return { body: await readFile(target), type: RASTER_TYPE };
  } catch {
    // Not made yet.
  }
  let pending = making.get(target);
  if (!pending) {
    pending = (async () => {
      const body = await drawRaster(kind, file);
      if (!body) throw new Error('no drawing');
      await keepRaster(kind, file, body).catch((err: unknown) => log.warn('raster picture not kept', { file, err }));
      return body;
    })().finally(() => making.delete(target));
    making.set(target, pending);
  }
  return { body: await pending, type: RASTER_TYPE };
}
