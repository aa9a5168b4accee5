/** @jest-environment node */
import { offlineKey, withOfflineKey } from './key';
import { OFFLINE_KEY_HEADER } from './scope';

const marked = async (address: string, token: string | undefined, response = new Response('page')) => {
  const url = new URL(address, 'http://site.test');
  return (await withOfflineKey(url.pathname, url.searchParams, token, response)).headers.get(OFFLINE_KEY_HEADER);
};

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
});
