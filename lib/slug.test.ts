import fc from 'fast-check';
import { canonicalHotelPath, canonicalHotelSlug, decodeSegment, hotelPath, hotelSlug } from './slug';

describe('hotelSlug', () => {
  it('follows the spec: the name in lower case with spaces replaced by hyphens', () => {
    expect(hotelSlug('Adire House Marina')).toBe('adire-house-marina');
    expect(hotelSlug('Palmgrove Hotel Wuse II')).toBe('palmgrove-hotel-wuse-ii');
    expect(hotelSlug('Palmgrove Hotel Trans-Amadi')).toBe('palmgrove-hotel-trans-amadi');
    expect(hotelSlug('  The Kofo Hotel ')).toBe('the-kofo-hotel');
  });

  it("spells '&' as 'and' and keeps only letters, digits and single hyphens", () => {
    expect(hotelSlug('Toyin Street Hotel & Lounge')).toBe('toyin-street-hotel-and-lounge');
    expect(hotelSlug('Bode Thomas Hotel & Suites')).toBe('bode-thomas-hotel-and-suites');
    expect(hotelSlug('Ade&Sons')).toBe('ade-and-sons');
    expect(hotelSlug("Mama's Place / Annex #2?")).toBe('mamas-place-annex-2');
    expect(hotelSlug('Ikoyi  -  Court')).toBe('ikoyi-court');
  });

  it('keeps letters of every language', () => {
    expect(hotelSlug('Hôtel Éko')).toBe('hôtel-éko');
    expect(hotelSlug('Ho\u0302tel')).toBe(hotelSlug('Hôtel'));
    expect(hotelSlug('拉各斯 酒店')).toBe('拉各斯-酒店');
  });

  it('leaves a slug as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const slug = hotelSlug(name);
        expect(hotelSlug(slug)).toBe(slug);
        expect(slug).not.toMatch(/^-|-$|--|[\s&%/?#]/);
      }),
    );
  });
});

describe('canonicalHotelSlug', () => {
  it('maps every spelling people share to the one slug', () => {
    const variants = [
      'toyin-street-hotel-and-lounge',
      'Toyin-Street-Hotel-And-Lounge',
      'Toyin Street Hotel & Lounge',
      'Toyin%20Street%20Hotel%20%26%20Lounge',
      'toyin-street-hotel-&-lounge',
      'toyin-street-hotel-%26-lounge',
      'TOYIN%20STREET%20HOTEL%20AND%20LOUNGE',
      'toyin street hotel and lounge',
    ];
    for (const v of variants) expect([v, canonicalHotelSlug(v)]).toEqual([v, 'toyin-street-hotel-and-lounge']);
  });

  it('refuses a broken %-escape instead of throwing', () => {
    expect(decodeSegment('hotel-%E0%A4%A')).toBeNull();
    expect(canonicalHotelSlug('%ZZ')).toBeNull();
    expect(canonicalHotelSlug('100%')).toBeNull();
  });
});

describe('canonicalHotelPath', () => {
  it('moves other spellings of a hotel page to its canonical address', () => {
    expect(canonicalHotelPath('/hotel/Toyin%20Street%20Hotel%20%26%20Lounge')).toBe(
      '/hotel/toyin-street-hotel-and-lounge',
    );
    expect(canonicalHotelPath('/hotel/toyin-street-hotel-&-lounge')).toBe('/hotel/toyin-street-hotel-and-lounge');
    expect(canonicalHotelPath('/hotel/toyin-street-hotel-%26-lounge')).toBe('/hotel/toyin-street-hotel-and-lounge');
    expect(canonicalHotelPath('/hotel/Adire-House-Marina')).toBe('/hotel/adire-house-marina');
    expect(canonicalHotelPath('/hotel/adire-house-marina/')).toBe('/hotel/adire-house-marina');
    expect(canonicalHotelPath('/hotel/h%c3%b4tel-%c3%a9ko')).toBe('/hotel/h%C3%B4tel-%C3%A9ko');
  });

  it('leaves canonical addresses, the other /hotel pages and unreadable addresses alone', () => {
    for (const path of [
      '/hotel/toyin-street-hotel-and-lounge',
      '/hotel/h%C3%B4tel-%C3%A9ko',
      '/hotel',
      '/hotels',
      '/hotel/result',
      '/hotel/liked',
      '/hotel/categories',
      '/hotel/top-destination',
      '/hotel/booking-details/3f1e2d4c-0000-4000-8000-000000000000',
      '/hotel/adire-house-marina/opengraph-image',
      '/hotel/%ZZ',
      '/hotel/%20',
    ]) {
      expect([path, canonicalHotelPath(path)]).toEqual([path, null]);
    }
  });

  it('never redirects a canonical address, so no redirect can loop', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const slug = hotelSlug(name);
        fc.pre(slug !== '');
        expect(canonicalHotelPath(hotelPath(slug))).toBeNull();
        expect(canonicalHotelPath(`/hotel/${encodeURIComponent(name)}`) ?? hotelPath(slug)).toBe(hotelPath(slug));
      }),
    );
  });
});
