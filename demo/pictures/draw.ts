import sharp from 'sharp';
import { parseMediaPath, type MediaRequest } from '@/lib/media/parse';
import { parseRasterFile } from '@/lib/media/sizes';
import { authSvg, brandSvg, destinationSvg, heroSvg, propertySvg, roomSvg } from './scenes';

/** The SVG drawing of one demo picture. */
export function drawSvg(media: MediaRequest): string {
  switch (media.kind) {
    case 'property':
      return propertySvg(media.seed, media.variant, media.type);
    case 'room':
      return roomSvg(media.seed, media.variant);
    case 'destination':
      return destinationSvg(media.name);
    case 'brand':
      return brandSvg(media.name, media.color);
    case 'hero':
      return heroSvg(media.index);
    case 'auth':
      return authSvg(media.index);
  }
}

/**
 * The file a /media/{kind}/{file} address names: the drawing (`{name}.svg`) or its WebP in one of the site's widths
 * (`{name}.w640.webp`). Null when the address names no drawing.
 */
export async function drawFile(kind: string, file: string): Promise<Buffer | null> {
  const raster = parseRasterFile(file);
  const media = parseMediaPath(kind, raster ? raster.svgFile : file);
  if (!media) return null;
  const svg = Buffer.from(drawSvg(media));
  if (!raster) return svg;
  return sharp(svg, { density: 144 }).resize({ width: raster.width }).webp({ quality: 72, effort: 4 }).toBuffer();
}
