import { offlinePage } from './offline-page';

describe('offline page', () => {
  it('says so in English, links to My Bookings and loads nothing else', () => {
    const html = offlinePage('en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>You&#39;re offline</h1>');
    expect(html).toContain('href="/hotel/settings?tab=My%20Bookings">My Bookings</a>');
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|<img/);
  });

  it('is written right to left in Arabic, with the Arabic address of My Bookings', () => {
    const html = offlinePage('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('أنت غير متصل بالإنترنت');
    expect(html).toContain('href="/ar/hotel/settings?tab=My%20Bookings">حجوزاتي</a>');
  });
});
