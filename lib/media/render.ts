import { parseMediaPath, type MediaRequest } from './parse';
import { authSvg, brandSvg, destinationSvg, heroSvg, propertySvg, roomSvg } from './scenes';

/** The SVG drawing of one generated picture. */
export function renderMedia(media: MediaRequest): string {
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

/** The drawing behind a /media/{kind}/{file} address, or null for any other address. */
export function renderMediaUrl(url: string): string | null {
  const m = /^\/media\/([^/?#]+)\/([^/?#]+)$/.exec(url);
  const media = m ? parseMediaPath(m[1]!, decodeURIComponent(m[2]!)) : null;
  return media ? renderMedia(media) : null;
}
