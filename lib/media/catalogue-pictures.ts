import 'server-only';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { drawFile } from '@/demo/pictures/draw';
import { pgArray, rowsOf } from '@/lib/data/db-helpers';
import { getDb } from '@/lib/db';
import { log } from '@/lib/log';
import { keepMedia, mediaType, readMedia } from './files';
import { parseMediaPath } from './parse';
import { parseRasterFile } from './sizes';

type Media = NonNullable<Awaited<ReturnType<typeof readMedia>>>;

/** Addresses no catalogue record names, remembered for a minute so that asking again does not reach the database. */
const unnamed = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });
/** Pictures being drawn, so that requests arriving together draw each once. */
const drawing = new Map<string, Promise<Media | null>>();

/** Whether a brand, destination, property or room type of the catalogue shows the picture at one of these addresses. */
async function catalogueShows(urls: string[]): Promise<boolean> {
  const db = await getDb();
  // Addresses parsed as drawings: letters, digits, '-', '.' and '/' only, safe in an array literal.
  const list = sql`${pgArray(urls)}::text[]`;
  const result = await db.execute(sql`
    select exists(select 1 from brands where logo_url = any(${list}))
        or exists(select 1 from destinations where banner_image = any(${list}))
        or exists(select 1 from properties where images && ${list})
        or exists(select 1 from room_categories where images && ${list}) as shown`);
  return rowsOf<{ shown: boolean }>(result)[0]?.shown === true;
}

async function draw(kind: string, file: string, urls: string[]): Promise<Media | null> {
  if (!(await catalogueShows(urls))) {
    unnamed.set(urls[0]!, true);
    return null;
  }
  const body = await drawFile(kind, file);
  if (!body) return null;
  try {
    await keepMedia(kind, file, body);
  } catch (err) {
    // A folder the server may not write (a read-only release): the picture is still shown, drawn again next time.
    log.warn('picture drawn but not kept', { path: `/media/${kind}/${file}`, err });
    return { body, type: mediaType(file) };
  }
  log.info('picture drawn', { path: `/media/${kind}/${file}` });
  return readMedia(kind, file);
}

/**
 * A drawing the catalogue names but this server has not made yet (a brand's or destination's own, given by an
 * import that brought no logo or banner, or a /media/ photo of a partner's file), drawn once into the media folder and
 * served from there afterwards. Addresses the catalogue does not name are never drawn, so that no request can make
 * the server draw or store pictures of its choosing. Null when the address names no such picture.
 */
export async function drawCataloguePicture(kind: string, file: string): Promise<Media | null> {
  const raster = parseRasterFile(file);
  const drawingFile = raster ? raster.svgFile : file;
  if (!parseMediaPath(kind, drawingFile)) return null;
  const drawingUrl = `/media/${kind}/${drawingFile}`;
  const urls = raster ? [drawingUrl, `/media/${kind}/${file}`] : [drawingUrl];
  if (unnamed.has(drawingUrl)) return null;
  const key = `${kind}/${file}`;
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(kind, file, urls).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
