/** @jest-environment node */
import { loadCatalogue } from '@/lib/db/seed/catalogue';
import { parseMediaPath } from '@/lib/media/parse';
import { parseRasterFile, PICTURE_WIDTHS } from '@/lib/media/sizes';
import { authImageUrl, CATEGORY_IMAGES, heroImageUrl, propertyImageUrl, roomImageUrl } from '@/lib/media/urls';
import { demoPictureFiles } from './catalogue-pictures';

const key = (url: string) => url.replace(/^\/media\//, '');
const webp = (url: string, width: number) => key(url).replace(/\.svg$/, `.w${width}.webp`);

describe('demoPictureFiles', () => {
  it('names each file once, and only files the media route serves', async () => {
    const files = await demoPictureFiles();
    const keys = files.map((f) => `${f.kind}/${f.file}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { kind, file } of files) {
      const svgFile = parseRasterFile(file)?.svgFile ?? file;
      expect([file, parseMediaPath(kind, svgFile) !== null]).toEqual([file, true]);
    }
  });

  it('covers every picture of the catalogue as a drawing, and the card, gallery and home widths', async () => {
    const keys = new Set((await demoPictureFiles()).map((f) => `${f.kind}/${f.file}`));
    const { properties } = await loadCatalogue();
    expect(properties.length).toBeGreaterThan(50);
    for (const p of properties) {
      for (const v of [0, 1, 2, 3, 4]) {
        expect(keys).toContain(key(propertyImageUrl(p.type, p.name, v)));
        for (const w of [...PICTURE_WIDTHS.card, ...PICTURE_WIDTHS.gallery]) {
          expect(keys).toContain(webp(propertyImageUrl(p.type, p.name, v), w));
        }
      }
      p.rooms.forEach((_, i) => expect(keys).toContain(key(roomImageUrl(`${p.name}-${i}`, 2))));
    }
    for (const w of PICTURE_WIDTHS.hero) expect(keys).toContain(webp(heroImageUrl(0), w));
    for (const url of Object.values(CATEGORY_IMAGES)) expect(keys).toContain(webp(url, 640));
    expect(keys).toContain(key(authImageUrl(2)));
    expect([...keys].filter((k) => k.startsWith('destination/') && k.endsWith('.w828.webp'))).toHaveLength(9);
    expect([...keys].filter((k) => k.startsWith('brand/') && k.endsWith('.svg'))).toHaveLength(8);
  });
});
