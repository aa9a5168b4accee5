import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/errors';

/** Largest upload accepted, in bytes. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square picture that is stored and shown. */
export const PROFILE_PICTURE_SIZE = 256;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Checks an upload (declared type, size, and what its bytes really are) and turns it into a square WebP of 256 px,
 * turned upright and stripped of its metadata (camera, place), which is what gets stored.
 */
export async function processProfilePicture(file: {
  type: string;
  bytes: Buffer;
}): Promise<{ data: Buffer; contentType: string }> {
  if (!ACCEPTED_TYPES.has(file.type)) throw new AppError('imageType', 415);
  if (file.bytes.length > PROFILE_PICTURE_MAX_BYTES) throw new AppError('imageTooLarge', 413);
  let format: string | undefined;
  try {
    // limitInputPixels refuses decompression bombs: a small file that would unpack into gigabytes.
    format = (await sharp(file.bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new AppError('imageType', 415);
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('imageType', 415);
  const data = await sharp(file.bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  return { data, contentType: 'image/webp' };
}
