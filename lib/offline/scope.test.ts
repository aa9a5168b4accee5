import { isOfflineFile, isOfflinePage, languageOf, offlinePagePath } from './scope';

const page = (address: string) => {
  const url = new URL(address, 'http://site.test');
  return isOfflinePage(url.pathname, url.searchParams);
};

describe('pages kept offline', () => {
  it.each([
    '/hotel/confirmation/h1/b1',
    '/ar/hotel/confirmation/h1/b1',
    '/fr/hotel/confirmation/h1/b1?access=abc',
    '/manage-booking/b1',
    '/zh/manage-booking/b1',
    '/hotel/settings?tab=My%20Bookings',
    '/ar/hotel/settings?tab=My+Bookings',
  ])('keeps %s', (address) => expect(page(address)).toBe(true));

  it.each([
    '/',
    '/hotels',
    '/hotel/settings',
    '/hotel/settings?tab=My%20Profile',
    '/hotel/settings?tab=Security%20Settings',
    '/manage-booking',
    '/manage-booking/b1/change',
    '/hotel/modify/b1',
    '/hotel/confirmation/h1',
    '/de/hotel/confirmation/h1/b1',
    '/hotel/booking-details/h1',
  ])('never keeps %s', (address) => expect(page(address)).toBe(false));

  it('keeps a booking’s calendar file and no other API answer', () => {
    expect(isOfflineFile('/api/bookings/b1/calendar')).toBe(true);
    expect(isOfflineFile('/api/bookings/b1')).toBe(false);
    expect(isOfflineFile('/api/my-bookings')).toBe(false);
    expect(isOfflineFile('/api/user/my-details')).toBe(false);
  });

  it('finds the offline page of an address’s language', () => {
    expect(offlinePagePath(languageOf('/about-us'))).toBe('/offline');
    expect(offlinePagePath(languageOf('/ar/hotels'))).toBe('/ar/offline');
    expect(offlinePagePath(languageOf('/fr'))).toBe('/fr/offline');
    expect(offlinePagePath(languageOf('/frank'))).toBe('/offline');
  });
});
