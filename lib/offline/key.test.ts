/** @jest-environment node */
import { offlineKey, visitorOfflineKey, withOfflineKey, type OfflineOwner } from './key';
import { OFFLINE_KEY_HEADER, OFFLINE_VISITOR_KEY_HEADER } from './scope';

const answer = async (address: string, owner: OfflineOwner, response = new Response('page')) => {
  const url = new URL(address, 'http://site.test');
  return (await withOfflineKey(url.pathname, url.searchParams, owner, response)).headers;
};

const marked = async (address: string, token: string | undefined, response?: Response) =>
  (await answer(address, { session: token }, response)).get(OFFLINE_KEY_HEADER);

describe('offline key', () => {
  it('is the same for a session, different for another, and reveals neither token', async () => {
    const a = await offlineKey('token-a');
    expect(await offlineKey('token-a')).toBe(a);
    expect(await offlineKey('token-b')).not.toBe(a);
    expect(a).toMatch(/^[\w-]{24}$/);
    expect(a).not.toContain('token');
  });

  it('marks a signed-in guest’s booking pages, calendar files and user details', async () => {
    const key = await offlineKey('token-a');
    expect(await marked('/hotel/confirmation/h1/b1', 'token-a')).toBe(key);
    expect(await marked('/ar/hotel/settings?tab=My%20Bookings', 'token-a')).toBe(key);
    expect(await marked('/api/bookings/b1/calendar', 'token-a')).toBe(key);
    expect(await marked('/api/user/my-details', 'token-a')).toBe(key);
  });

  it('marks nothing for a visitor, a public page, another settings tab or a redirect', async () => {
    expect(await marked('/hotel/confirmation/h1/b1', undefined)).toBeNull();
    expect(await marked('/hotels', 'token-a')).toBeNull();
    expect(await marked('/hotel/settings?tab=Security%20Settings', 'token-a')).toBeNull();
    const redirect = new Response(null, { status: 307, headers: { location: '/login' } });
    expect(await marked('/hotel/settings?tab=My%20Bookings', 'token-a', redirect)).toBeNull();
  });

  it('marks a visitor’s booking pages with the key of their booking cookies, which changes with either cookie', async () => {
    const key = await visitorOfflineKey('browser-1');
    expect(key).toMatch(/^[\w-]{24}$/);
    expect(key).not.toBe(await offlineKey('browser-1'));
    expect(await visitorOfflineKey('browser-2')).not.toBe(key);
    expect(await visitorOfflineKey('browser-1', 'grant-1')).not.toBe(key);
    expect(await visitorOfflineKey(undefined, undefined)).toBeNull();
    const page = await answer('/hotel/confirmation/h1/b1', { bookingBrowser: 'browser-1' });
    expect(page.get(OFFLINE_KEY_HEADER)).toBe(key);
    expect(page.get(OFFLINE_VISITOR_KEY_HEADER)).toBeNull();
    const details = await answer('/api/user/my-details', { bookingBrowser: 'browser-1' });
    expect(details.get(OFFLINE_KEY_HEADER)).toBe(key);
    expect(details.get(OFFLINE_VISITOR_KEY_HEADER)).toBe(key);
    expect((await answer('/hotels', { bookingBrowser: 'browser-1' })).get(OFFLINE_KEY_HEADER)).toBeNull();
  });

  it('prefers the session for a signed-in guest, and names the visitor’s key apart in the user details', async () => {
    const owner = { session: 'token-a', bookingBrowser: 'browser-1' };
    expect((await answer('/manage-booking/b1', owner)).get(OFFLINE_KEY_HEADER)).toBe(await offlineKey('token-a'));
    const details = await answer('/api/user/my-details', owner);
    expect(details.get(OFFLINE_KEY_HEADER)).toBe(await offlineKey('token-a'));
    expect(details.get(OFFLINE_VISITOR_KEY_HEADER)).toBe(await visitorOfflineKey('browser-1'));
  });
});
