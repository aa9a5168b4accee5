/**
 * Draws the site's icons in public/ from its logo, app/icon.svg (the mark of components/ui/logo.tsx):
 *   favicon.ico                 16, 32 and 48 px, the rounded tile
 *   apple-touch-icon.png        180 px, full bleed: iOS rounds the corners itself and shows transparency as black
 *   icon-192.png, icon-512.png  the rounded tile, for the manifest's "any" purpose
 *   icon-maskable-192.png, icon-maskable-512.png
 *                               full bleed, the mark inside the central circle that every launcher mask keeps
 * Run it again after a change of the logo: node scripts/make-icons.mjs
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (file) => path.join(root, 'public', file);

const logo = await fs.readFile(path.join(root, 'app/icon.svg'), 'utf8');
const TILE = '<rect width="40" height="40" rx="10" fill="url(#g)"/>';
if (!logo.includes(TILE)) throw new Error('app/icon.svg no longer has the expected tile; update this script');
const [head, mark] = logo.replace('</svg>', '').split(TILE);

/**
 * The logo on a square without rounded corners, its mark scaled about the centre. A maskable icon keeps only the
 * circle of 80 % of its width: at 0.8 the mark's farthest corner (about 18 of 40 units from the centre) stays within it.
 */
function fullBleed(markScale) {
  return (
    `${head}<rect width="40" height="40" fill="url(#g)"/>` +
    `<g transform="translate(20 20) scale(${markScale}) translate(-20 -20)">${mark}</g></svg>`
  );
}

/** A PNG of an SVG drawn at the target size (not scaled down from another size), so that thin lines stay sharp. */
function png(svg, size, { opaque = false } = {}) {
  const image = sharp(Buffer.from(svg), { density: (72 * size) / 40 }).resize(size, size);
  return (opaque ? image.flatten({ background: '#ffffff' }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file: a 6-byte header, a 16-byte entry per image, then the images, stored as PNG. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

await fs.mkdir(path.join(root, 'public'), { recursive: true });
const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo, size) })));
await fs.writeFile(out('favicon.ico'), ico(favicons));
await fs.writeFile(out('apple-touch-icon.png'), await png(fullBleed(1), 180, { opaque: true }));
for (const size of [192, 512]) {
  await fs.writeFile(out(`icon-${size}.png`), await png(logo, size));
  await fs.writeFile(out(`icon-maskable-${size}.png`), await png(fullBleed(0.8), size, { opaque: true }));
}
console.log('icons written to public/');
