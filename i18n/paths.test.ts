import { languageAlternates, localePath, splitLocale } from './paths';

describe('language addresses', () => {
  it('keeps English unprefixed and puts the other languages under their prefix', () => {
    expect(localePath('/hotels', 'en')).toBe('/hotels');
    expect(localePath('/hotels', 'fr')).toBe('/fr/hotels');
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/?a=1', 'zh')).toBe('/zh?a=1');
    expect(localePath('/hotel/categories?category=hotels', 'zh')).toBe('/zh/hotel/categories?category=hotels');
  });

  it('leaves other sites, language addresses and unknown languages alone', () => {
    expect(localePath('https://example.com/x', 'fr')).toBe('https://example.com/x');
    expect(localePath('//example.com/x', 'fr')).toBe('//example.com/x');
    expect(localePath('/ar/hotels', 'fr')).toBe('/ar/hotels');
    expect(localePath('/hotels', 'de')).toBe('/hotels');
    expect(localePath('#top', 'fr')).toBe('#top');
  });

  it('reads the language of an address', () => {
    expect(splitLocale('/fr/hotels')).toEqual({ locale: 'fr', rest: '/hotels' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', rest: '/' });
    expect(splitLocale('/frog')).toBeNull();
    expect(splitLocale('/de/hotels')).toBeNull();
  });

  it('lists all four languages and x-default', () => {
    expect(languageAlternates('/about-us')).toEqual({
      en: '/about-us',
      fr: '/fr/about-us',
      zh: '/zh/about-us',
      ar: '/ar/about-us',
      'x-default': '/about-us',
    });
  });
});
