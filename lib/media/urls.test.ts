import { parseMediaPath } from './parse';
import {
  authImageUrl,
  brandImageUrl,
  destinationImageUrl,
  heroImageUrl,
  mediaSlug,
  propertyImageUrl,
  roomImageUrl,
} from './urls';

function parseUrl(url: string): ReturnType<typeof parseMediaPath> {
  const m = /^\/media\/([^/]+)\/([^/]+)$/.exec(url);
  return m ? parseMediaPath(m[1] ?? '', m[2] ?? '') : null;
}

describe('media urls', () => {
  it('round-trips property pictures, including seeds with hyphens and digits', () => {
    for (const type of ['hotel', 'apartment', 'resort'] as const) {
      for (const seed of ['eko-grand', 'ikoyi-court-2', '4-points', 'a']) {
        for (let v = 0; v < 5; v++) {
          const url = propertyImageUrl(type, seed, v);
          expect(url).toBe(`/media/property/${type}-${seed}-${v}.svg`);
          expect(parseUrl(url)).toEqual({ kind: 'property', type, seed, variant: v });
        }
      }
    }
  });

  it('cleans seeds to the accepted alphabet and wraps variants', () => {
    expect(propertyImageUrl('hotel', 'eko-hotels-&-suites', 1)).toBe('/media/property/hotel-eko-hotels-suites-1.svg');
    expect(propertyImageUrl('resort', 'Ọbudu Mountain Résort!', 7)).toBe(
      '/media/property/resort-obudu-mountain-resort-2.svg',
    );
    expect(propertyImageUrl('hotel', '---', -1)).toBe('/media/property/hotel-stay-4.svg');
    const long = propertyImageUrl('apartment', `${'a'.repeat(79)}-b`, 0);
    expect(parseUrl(long)).toMatchObject({ kind: 'property', seed: 'a'.repeat(79) });
  });

  it('round-trips room pictures whose seed ends in a number', () => {
    expect(roomImageUrl('eko-grand-0', 2)).toBe('/media/room/eko-grand-0-2.svg');
    expect(parseUrl(roomImageUrl('eko-grand-0', 2))).toEqual({ kind: 'room', seed: 'eko-grand-0', variant: 2 });
    expect(parseUrl(roomImageUrl('x', 4))).toEqual({ kind: 'room', seed: 'x', variant: 1 });
  });

  it('slugifies destination names and recovers the display name', () => {
    expect(destinationImageUrl('Victoria Island')).toBe('/media/destination/victoria-island.svg');
    expect(parseUrl(destinationImageUrl('Victoria Island'))).toEqual({
      kind: 'destination',
      slug: 'victoria-island',
      name: 'Victoria Island',
    });
    expect(parseUrl(destinationImageUrl('Port  Harcourt'))).toMatchObject({ name: 'Port Harcourt' });
    expect(parseUrl(destinationImageUrl('lekki'))).toMatchObject({ name: 'Lekki' });
  });

  it('strips the hash from brand colours and lower-cases them', () => {
    expect(brandImageUrl('transcorp-hilton', '#1D4ED8')).toBe('/media/brand/transcorp-hilton-1d4ed8.svg');
    expect(parseUrl(brandImageUrl('transcorp-hilton', '#1D4ED8'))).toEqual({
      kind: 'brand',
      slug: 'transcorp-hilton',
      name: 'Transcorp Hilton',
      color: '#1d4ed8',
    });
    expect(brandImageUrl('eko', 'f0a')).toBe('/media/brand/eko-ff00aa.svg');
    expect(brandImageUrl('eko', 'purple')).toBe('/media/brand/eko-6d28d9.svg');
  });

  it('builds hero and sign-up picture urls within range', () => {
    expect([0, 1, 2, 3, 4].map(heroImageUrl)).toEqual([
      '/media/hero/0.svg',
      '/media/hero/1.svg',
      '/media/hero/2.svg',
      '/media/hero/3.svg',
      '/media/hero/0.svg',
    ]);
    expect(parseUrl(heroImageUrl(3))).toEqual({ kind: 'hero', index: 3 });
    expect([0, 1, 2].map((i) => parseUrl(authImageUrl(i)))).toEqual(
      [0, 1, 2].map((index) => ({ kind: 'auth', index })),
    );
  });

  it('never produces an empty or over-long slug', () => {
    expect(mediaSlug('')).toBe('stay');
    expect(mediaSlug('x'.repeat(200)).length).toBe(80);
    expect(mediaSlug(`${'y'.repeat(59)} z`, 60)).toBe('y'.repeat(59));
  });
});

describe('parseMediaPath', () => {
  it('accepts a property seed with hyphens and digits', () => {
    expect(parseMediaPath('property', 'apartment-ikoyi-court-2-4.svg')).toEqual({
      kind: 'property',
      type: 'apartment',
      seed: 'ikoyi-court-2',
      variant: 4,
    });
  });

  it.each([
    ['property', 'hotel-x-5.svg'],
    ['property', 'hotel-x-00.svg'],
    ['property', 'villa-x-0.svg'],
    ['property', 'hotel--0.svg'],
    ['property', 'hotel--x-0.svg'],
    ['property', 'hotel-X-0.svg'],
    ['property', 'hotel-x-0.png'],
    ['property', 'hotel-x-0.svg\n'],
    ['property', `hotel-${'a'.repeat(81)}-0.svg`],
    ['property', ''],
    ['room', 'x-3.svg'],
    ['room', 'x.svg'],
    ['destination', 'Lagos.svg'],
    ['destination', 'victoria--island.svg'],
    ['destination', '-lagos.svg'],
    ['destination', '..%2Fetc.svg'],
    ['destination', `${'a'.repeat(61)}.svg`],
    ['brand', 'eko-12345.svg'],
    ['brand', 'eko-ABCDEF.svg'],
    ['brand', 'eko-gggggg.svg'],
    ['brand', '1d4ed8.svg'],
    ['hero', '4.svg'],
    ['hero', '-1.svg'],
    ['hero', '01.svg'],
    ['auth', '3.svg'],
    ['video', '0.svg'],
  ])('rejects %s/%j', (kind, file) => {
    expect(parseMediaPath(kind, file)).toBeNull();
  });
});
