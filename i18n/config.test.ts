import { detectLocale, directionOf, fromAcceptLanguage, toLocale } from './config';

describe('toLocale', () => {
  it('maps language tags to supported languages', () => {
    expect(toLocale('fr')).toBe('fr');
    expect(toLocale('fr-FR')).toBe('fr');
    expect(toLocale('zh-Hans-CN')).toBe('zh');
    expect(toLocale('AR')).toBe('ar');
  });
  it('discards unsupported languages and anything that looks like injection', () => {
    expect(toLocale('de')).toBeUndefined();
    expect(toLocale('<script>alert(1)</script>')).toBeUndefined();
    expect(toLocale('en"><img src=x onerror=alert(1)>')).toBeUndefined();
    expect(toLocale('javascript:alert(1)')).toBeUndefined();
    expect(toLocale('')).toBeUndefined();
    expect(toLocale('e'.repeat(100))).toBeUndefined();
  });
});

describe('fromAcceptLanguage', () => {
  it('takes the best supported language by quality', () => {
    expect(fromAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(fromAcceptLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(fromAcceptLanguage('de, it')).toBeUndefined();
    expect(fromAcceptLanguage('fr;q=0')).toBeUndefined();
  });
});

describe('detectLocale', () => {
  it('prefers the query, then the cookie, then the browser, then English', () => {
    expect(detectLocale({ query: 'zh', cookie: 'fr', acceptLanguage: 'ar' })).toBe('zh');
    expect(detectLocale({ query: '<script>', cookie: 'fr', acceptLanguage: 'ar' })).toBe('fr');
    expect(detectLocale({ cookie: 'xx', acceptLanguage: 'ar-EG,ar;q=0.9' })).toBe('ar');
    expect(detectLocale({})).toBe('en');
  });
});

it('lays Arabic out right to left', () => {
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('fr')).toBe('ltr');
});
