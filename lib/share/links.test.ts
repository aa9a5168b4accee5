import { mapsSearchUrl, whatsAppShareUrl } from './links';

describe('share links', () => {
  it('puts the whole message in the WhatsApp text, escaped', () => {
    const text = 'Eko Suites & Spa, Fri, 12 Mar 2027 – Sun, 14 Mar 2027. Booking reference: SN-4F7K2Q';
    const url = whatsAppShareUrl(text);
    expect(url).toBe(
      'https://wa.me/?text=Eko%20Suites%20%26%20Spa%2C%20Fri%2C%2012%20Mar%202027%20%E2%80%93%20Sun%2C%2014%20Mar%202027.%20Booking%20reference%3A%20SN-4F7K2Q',
    );
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });

  it('keeps Arabic text readable after the round trip', () => {
    const text = 'إقامتي في فندق النخيل، رقم الحجز: SN-1';
    expect(new URL(whatsAppShareUrl(text)).searchParams.get('text')).toBe(text);
  });

  it('searches Google Maps for the address, with the api=1 form', () => {
    const url = mapsSearchUrl('12 Adeola Odeku Street, Victoria Island, Lagos');
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Adeola%20Odeku%20Street%2C%20Victoria%20Island%2C%20Lagos',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('api')).toBe('1');
    expect(parsed.searchParams.get('query')).toBe('12 Adeola Odeku Street, Victoria Island, Lagos');
  });

  it('escapes characters that would end the query early', () => {
    const parsed = new URL(mapsSearchUrl('Plot 5 #2, Wuse & Maitama?'));
    expect(parsed.searchParams.get('query')).toBe('Plot 5 #2, Wuse & Maitama?');
    expect([...parsed.searchParams.keys()]).toEqual(['api', 'query']);
  });
});
