import ar from '@/messages/ar';
import { POST } from './route';

// Route handlers read the session cookie through next/headers, which needs a Next request scope.
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const SITE = 'http://localhost:3000';

async function logout(headers: Record<string, string> = {}) {
  const res = await POST(
    new Request(`${SITE}/api/user_auth/logout`, { method: 'POST', headers: { origin: SITE, ...headers } }),
    {
      params: Promise.resolve({}),
    },
  );
  return { status: res.status, body: (await res.json()) as unknown, cookie: res.headers.get('set-cookie') };
}

describe('POST /api/user_auth/logout', () => {
  it('clears the session cookie and answers in the visitor’s language', async () => {
    const arabic = await logout({ 'accept-language': 'ar' });
    expect(arabic).toMatchObject({ status: 200, body: { message: ar.onboarding.loggedOut } });
    expect(arabic.cookie).toMatch(/^sn_session=;.*Max-Age=0/i);
    expect(await logout()).toMatchObject({ status: 200, body: { message: 'You have been logged out.' } });
  });
});
