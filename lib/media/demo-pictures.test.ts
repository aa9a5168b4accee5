/** @jest-environment node */
import { loadCatalogue } from '@/lib/db/seed/catalogue';
import { demoRasterFiles } from './demo-pictures';
import { parseMediaPath } from './parse';
import { parseRasterFile, PICTURE_WIDTHS } from './sizes';
import { CATEGORY_IMAGES, heroImageUrl, propertyImageUrl } from './urls';

const name = (url: string, width: number) => url.replace(/^\/media\//, '').replace(/\.svg$/, `.w${width}.webp`);

describe('demoRasterFiles', () => {
  it('names each file once, and only files the media route serves', async () => {
    const files = await demoRasterFiles();
    const keys = files.map((f) => `${f.kind}/${f.file}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { kind, file } of files) {
      const raster = parseRasterFile(file);
      expect([file, raster !== null && parseMediaPath(kind, raster.svgFile) !== null]).toEqual([file, true]);
    }
  });

  it('covers every property picture in the card and gallery widths, and the home page pictures', async () => {
    const keys = new Set((await demoRasterFiles()).map((f) => `${f.kind}/${f.file}`));
    const { properties } = await loadCatalogue();
    expect(properties.length).toBeGreaterThan(50);
    for (const p of properties) {
      for (const v of [0, 1, 2, 3, 4]) {
        for (const w of [...PICTURE_WIDTHS.card, ...PICTURE_WIDTHS.gallery]) {
          expect(keys).toContain(name(propertyImageUrl(p.type, p.name, v), w));
        }
      }
    }
    for (const w of PICTURE_WIDTHS.hero) expect(keys).toContain(name(heroImageUrl(0), w));
    for (const url of Object.values(CATEGORY_IMAGES)) expect(keys).toContain(name(url, 640));
    expect([...keys].filter((k) => k.startsWith('destination/') && k.endsWith('.w828.webp'))).toHaveLength(9);
    expect([...keys].filter((k) => k.startsWith('brand/'))).toHaveLength(8);
  });
});
