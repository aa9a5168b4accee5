// Steps of scripts/multi-server.test.mjs on what the two servers share: kept pages, rooms, sessions and rate limits.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { createClient } from 'redis';
import { cookieFrom, featuredProperty, latestCode, request } from './client.mjs';
import { address, email, fakeAddress, loopbackAddress, ports, redisUrl, RUN, sleep } from './context.mjs';
import { step } from './lifecycle.mjs';
import { accessLog, upstreamsOf } from './servers.mjs';

/** What one server changes, the other sees at once. */
export function sharedSteps() {
  step(
    "a description edited through one server is on the other server's kept page within a second",
    60_000,
    async (t) => {
      const hotel = await featuredProperty(ports.a, 1);
      const page = `/hotel/${hotel.slug}`;
      const headers = { 'x-forwarded-for': address(fakeAddress) };
      // Kept on server B (and, with the cache shared, for both).
      for (let i = 0; i < 2; i++) assert.equal((await request(ports.b, page, { headers })).status, 200);
      const description = `Repainted in terracotta and cream, run ${RUN} at ${Date.now()}.`;
      const edited = await request(ports.a, '/api/dev/catalogue', {
        method: 'POST',
        headers,
        json: { slug: hotel.slug, description },
      });
      assert.equal(edited.status, 200, edited.text);
      const changedAt = Date.now();
      for (;;) {
        const res = await request(ports.b, page, { headers });
        if (res.text.includes(description)) break;
        assert.ok(Date.now() - changedAt < 1_000, 'server B shows the new description within a second');
        await sleep(50);
      }
      t.diagnostic(`server B showed it ${Date.now() - changedAt} ms after server A changed it`);
      const viaNginx = await request(ports.nginx, `/fr${page}`);
      assert.ok(viaNginx.text.includes(description), 'and so does every language through nginx');
    },
  );

  step('rooms taken through one server are never offered as free by the other', 60_000, async () => {
    const hotel = await featuredProperty(ports.a, 2);
    // Well inside the booking horizon (365 days by default).
    const checkIn = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 302 * 86_400_000).toISOString().slice(0, 10);
    const stay = { checkInDate: checkIn, checkOutDate: checkOut };
    const availability = async (port) => {
      const query = new URLSearchParams({ ...stay, rooms: '1' });
      const res = await request(port, `/api/hotels/${hotel._id}/search-availability?${query}`, {
        headers: { 'x-forwarded-for': address(fakeAddress) },
      });
      assert.equal(res.status, 200, res.text);
      return res.json().response;
    };
    // Asked of server B first, so that anything it might keep is already there.
    const before = await availability(ports.b);
    const room = before.find((r) => r.roomsLeft > 0 && r.roomsLeft <= 10);
    assert.ok(room, 'a room category with free rooms');
    // Every free room, one guest each (one guest may hold only a share of a room type), all through server A.
    for (let i = 0; i < room.roomsLeft; i++) {
      const taken = await request(ports.a, `/api/bookings/${hotel._id}/new`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address(fakeAddress) },
        json: {
          ...stay,
          bookingInfo: {
            email: email(),
            fullName: 'Ngozi Eze',
            phoneNumber: `0803123450${i}`,
            location: { address: '4 Marina Road', state: 'Lagos', zipCode: '', country: 'Nigeria' },
          },
          guests: { adults: 1, children: 0 },
          guestDetails: [],
          rooms: [{ numberOfRooms: 1, room: room.categoryId }],
          specialRequest: '',
          purpose: 'Leisure',
          arrivalTime: '1:00pm-2:00pm',
          paperlessConfirmation: true,
        },
      });
      assert.equal(taken.status, 201, taken.text);
    }
    const after = await availability(ports.b);
    assert.equal(
      after.find((r) => r.categoryId === room.categoryId)?.roomsLeft ?? 0,
      0,
      'server B offers none of them',
    );
    const viaNginx = await availability(ports.nginx);
    assert.equal(viaNginx.find((r) => r.categoryId === room.categoryId)?.roomsLeft ?? 0, 0, 'nor does nginx');
  });

  step('a session made on one server works on the other, and ends on both', 60_000, async () => {
    const guest = { email: email(), ip: address(fakeAddress) };
    const headers = { 'x-forwarded-for': guest.ip };
    let res = await request(ports.a, '/api/user_auth/get-email-code', {
      method: 'POST',
      headers,
      json: { email: guest.email },
    });
    assert.equal(res.status, 200, res.text);
    // The code was stored by server A; server B reads it from the same database.
    const otp = Number(await latestCode(ports.b, guest.email));
    res = await request(ports.a, '/api/user_auth/verify-email', {
      method: 'POST',
      headers,
      json: { email: guest.email, otp },
    });
    assert.equal(res.status, 200, res.text);
    const proof = cookieFrom(res, 'sn_signup_proof');
    res = await request(ports.a, '/api/user_auth/signup', {
      method: 'POST',
      headers: { ...headers, cookie: proof },
      json: {
        email: guest.email,
        password: 'secret123',
        fullName: 'Ada Obi',
        phoneNumber: `080${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      },
    });
    assert.equal(res.status, 201, res.text);
    const session = cookieFrom(res, 'sn_session');

    res = await request(ports.b, '/api/user/my-details', { headers: { ...headers, cookie: session } });
    assert.equal(res.status, 200, `server B knows the session made on server A: ${res.text}`);
    assert.equal(res.json().userDetails.email, guest.email);
    res = await request(ports.nginx, '/api/user/my-details', { headers: { cookie: session } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json().userDetails?.email, guest.email, 'nginx knows the session too');

    res = await request(ports.b, '/api/user_auth/logout', { method: 'POST', headers: { ...headers, cookie: session } });
    assert.equal(res.status, 200, res.text);
    // An ended session names nobody (GET /api/user/my-details answers visitors 200 with no user) on either server.
    res = await request(ports.a, '/api/user/my-details', { headers: { ...headers, cookie: session } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json().userDetails, null, 'a session ended on server B has ended on server A');

    // Signed in again, through nginx, from an address of this run, with an X-Forwarded-For of the client's own making:
    // the session records the address nginx saw, not the one the client wrote.
    const source = address(loopbackAddress);
    res = await request(ports.nginx, '/api/user_auth/login', {
      method: 'POST',
      localAddress: source,
      headers: { 'x-forwarded-for': '203.0.113.9' },
      json: { email: guest.email, password: 'secret123' },
    });
    assert.equal(res.status, 200, res.text);
    const again = cookieFrom(res, 'sn_session');
    res = await request(ports.nginx, '/api/user/sessions', { localAddress: source, headers: { cookie: again } });
    assert.equal(res.status, 200, res.text);
    const current = res.json().sessions.find((s) => s.current);
    assert.equal(current?.ipAddress, source, 'the client address is the one nginx received the request from');
  });

  step('rate limits count across both servers', 60_000, async () => {
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      // Sign-in codes to one e-mail (2 a minute per recipient, known or not): the third is refused, whichever server.
      const sendCodes = async (servers, ip, times) => {
        const to = email();
        const statuses = [];
        for (let i = 0; i < times; i++) {
          const res = await request(servers[i % servers.length], '/api/user_auth/get-email-otp', {
            method: 'POST',
            headers: { 'x-forwarded-for': ip },
            json: { email: to },
          });
          statuses.push(res.status);
        }
        return statuses;
      };
      const oneServer = await sendCodes([ports.a], address(fakeAddress), 4);
      const bothServers = await sendCodes([ports.a, ports.b], address(fakeAddress), 4);
      assert.deepEqual(oneServer, [200, 200, 429, 429], 'on one server the third send is refused');
      assert.deepEqual(bothServers, oneServer, 'alternating between the servers, the same total trips the limit');

      // Wrong passwords for one e-mail (five, then each waits), alternating A and B.
      const ip = address(fakeAddress);
      const target = email();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const res = await request(i % 2 ? ports.b : ports.a, '/api/user_auth/login', {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          json: { email: target, password: 'not-the-password' },
        });
        statuses.push(res.status === 429 ? `429 ${res.json().code}` : res.status);
      }
      assert.deepEqual(statuses, [...Array(5).fill(401), '429 signInDelayed']);
      assert.equal(await redis.get(`ratelimit:login:ip:${ip}`), '6', 'the client counter is the one in Redis');

      // Through nginx, from one address, with a different X-Forwarded-For of the client's own on every request: nginx
      // passes them to both servers, and still one budget is spent (contact messages: 5 an hour per client address).
      const source = address(loopbackAddress);
      const before = accessLog().length;
      const viaNginx = [];
      for (let i = 0; i < 7; i++) {
        const res = await request(ports.nginx, '/api/forms/new', {
          method: 'POST',
          localAddress: source,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          json: { fullName: 'Tunde Ajayi', email: email(), phoneNumber: '', message: 'Is there parking?' },
        });
        viaNginx.push(res.status);
      }
      assert.deepEqual(
        viaNginx,
        [201, 201, 201, 201, 201, 429, 429],
        'a written X-Forwarded-For does not buy a new budget',
      );
      const served = new Set(accessLog().slice(before).flatMap(upstreamsOf));
      assert.ok(served.has(ports.a) && served.has(ports.b), `served by ${[...served].join(', ')}`);
      assert.equal(await redis.get(`ratelimit:contact:ip:${source}`), '7');
    } finally {
      await redis.quit();
    }
  });
}
