import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { log } from '@/lib/log';
import { parseMediaPath } from './parse';
import { renderMedia } from './render';
import { parseRasterFile, type RasterFormat } from './sizes';

/** Made once per file and kept on disk beside the embedded database; later requests read the file. */
const DIR = path.join(process.cwd(), '.data', 'media');
const making = new Map<string, Promise<Buffer>>();

export const RASTER_TYPES: Record<RasterFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

async function draw(kind: string, svgFile: string, width: number, format: RasterFormat): Promise<Buffer | null> {
  const media = parseMediaPath(kind, svgFile);
  if (!media) return null;
  const image = sharp(Buffer.from(renderMedia(media)), { density: 144 }).resize({ width });
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 72, effort: 4 }).toBuffer();
}

/**
 * The raster file of a drawing (`{name}.w640.avif`), made on its first request and then read from disk; null when
 * the name stands for no drawing in a served width.
 */
export async function rasterMedia(kind: string, file: string): Promise<{ body: Buffer; type: string } | null> {
  const raster = parseRasterFile(file);
  if (!raster || !parseMediaPath(kind, raster.svgFile)) return null;
  const target = path.join(DIR, kind, file);
  const type = RASTER_TYPES[raster.format];
  try {
    return { body: await readFile(target), type };
  } catch {
    // Not made yet.
  }
  let pending = making.get(target);
  if (!pending) {
    pending = (async () => {
      const body = await draw(kind, raster.svgFile, raster.width, raster.format);
      if (!body) throw new Error('no drawing');
      try {
        await mkdir(path.dirname(target), { recursive: true });
        const temp = `${target}.${process.pid}.tmp`;
        await writeFile(temp, body);
        await rename(temp, target);
      } catch (err) {
        log.warn('raster picture not kept', { file, err });
      }
      return body;
    })().finally(() => making.delete(target));
    making.set(target, pending);
  }
  return { body: await pending, type };
}
