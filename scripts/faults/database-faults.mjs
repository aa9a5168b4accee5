// Scenarios of PostgreSQL stopped under the running server.
import {
  check,
  errorTexts,
  LIVE_SEARCH,
  log,
  MISSING_HOTEL_API,
  sleep,
  timings,
  unavailableText,
  unavailableTextFr,
  waitFor,
} from './common.mjs';
import { request, within } from './site.mjs';

/** While PostgreSQL is stopped: pages answer the 503 page, the API JSON 503, each within 2 s, `rounds` times. */
export async function answersUnavailable(server, rounds, label) {
  const hotel = MISSING_HOTEL_API;
  for (let round = 1; round <= rounds; round += 1) {
    const page = await request(server, '/');
    check(page.status === 503, `home while PostgreSQL is stopped: ${page.status}`);
    check(page.text.includes(unavailableText.text), 'home: not the 503 page');
    check(page.headers.get('content-type')?.startsWith('text/html'), 'home: 503 page is not HTML');
    check(Number(page.headers.get('retry-after')) > 0, 'home: no Retry-After');
    check(page.headers.get('cache-control') === 'private, no-store', 'home: 503 page may be cached');
    within(page, `${label}: page 503 (round ${round})`);

    const live = await request(server, LIVE_SEARCH);
    check(live.status === 503 && live.text.includes(unavailableText.text), `search page: ${live.status}`);
    within(live, `${label}: search page 503 (round ${round})`);

    const french = await request(server, '/fr/hotels');
    check(french.status === 503 && french.text.includes(unavailableTextFr.text), `French page: ${french.status}`);
    within(french, `${label}: French page 503 (round ${round})`);

    const api = await request(server, hotel);
    check(api.status === 503, `API while PostgreSQL is stopped: ${api.status} ${api.text}`);
    check(api.json?.code === 'serviceUnavailable', `API body: ${api.text}`);
    check(api.json?.message === errorTexts.serviceUnavailable, `API message: ${api.text}`);
    check(Number(api.headers.get('retry-after')) > 0, 'API: no Retry-After');
    check(api.headers.get('cache-control') === 'private, no-store', 'API: not private, no-store');
    within(api, `${label}: API 503 (round ${round})`);

    const post = await request(server, '/api/user_auth/get-email-code', {
      method: 'POST',
      body: { email: 'fault.outage@example.com' },
      ip: '198.51.100.5',
    });
    check(post.status === 503 && post.json?.code === 'serviceUnavailable', `POST while stopped: ${post.status}`);
    within(post, `${label}: API POST 503 (round ${round})`);

    const health = await request(server, '/api/health');
    check(health.status === 503 && health.json?.database === 'down', `health while stopped: ${health.status}`);
    within(health, `${label}: health 503 (round ${round})`);
    for (const res of [page, live, api, post, health])
      check(!/\bat \w+ \(|node_modules/.test(res.text), 'a stack trace');
    await sleep(700);
  }
}

/**
 * The first moment of an outage: the server's last check vouches for the database for a second (FRESH_MS in
 * lib/db/availability.ts), and a lost connection or a failed read makes it check again at once. Until it has
 * noticed, the home page may still be drawn with each section's own failure message; never a 500 or a stack trace.
 * It must notice within NOTICE_LIMIT_MS.
 */
const NOTICE_LIMIT_MS = 5_000;
async function outageNoticed(server) {
  const seen = [];
  const until = Date.now() + NOTICE_LIMIT_MS;
  for (;;) {
    const page = await request(server, '/');
    seen.push(page.status);
    check(page.status === 503 || page.status === 200, `home as the outage begins: ${page.status}`);
    check(!/\bat \w+ \(|node_modules/.test(page.text), 'home as the outage begins: a stack trace');
    if (page.status === 503) break;
    check(Date.now() < until, `the outage not noticed within ${NOTICE_LIMIT_MS} ms (home answered ${seen.join(', ')})`);
    await sleep(100);
  }
  if (seen.length > 1) log(`home answered ${seen.join(', ')} before the server noticed the outage`);
}

export async function databaseOutage(server, cluster) {
  const hotel = MISSING_HOTEL_API;
  const search = LIVE_SEARCH;
  const before = await request(server, search);
  check(before.status === 200, `search page before the outage: ${before.status}`);
  check(!/s-maxage/.test(before.headers.get('cache-control') ?? ''), 'the search page was cacheable');
  check((await request(server, hotel)).status === 404, 'hotel API before the outage');

  cluster.stop('fast');
  const stoppedAt = Date.now();
  log('PostgreSQL stopped');
  await outageNoticed(server);
  await answersUnavailable(server, 3, 'PostgreSQL stopped');
  check(!server.exited, 'the server stopped during the outage');

  cluster.start();
  log(`PostgreSQL started again after ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s`);
  const restartedAt = Date.now();
  await waitFor(
    'the search page to answer 200 again',
    async () => (await request(server, LIVE_SEARCH)).status === 200,
    15_000,
  );
  const recovery = Date.now() - restartedAt;
  timings.push(['recovery after PostgreSQL returned', recovery]);
  log(`pages answer again ${recovery} ms after PostgreSQL returned, same server (pid ${server.child.pid})`);
  check((await request(server, hotel)).status === 404, 'hotel API after the outage');
  check((await request(server, '/api/health')).status === 200, 'health after the outage');
  const after = await request(server, '/api/user_auth/get-email-code', {
    method: 'POST',
    body: { email: 'fault.after@example.com' },
    ip: '198.51.100.6',
  });
  check(after.status === 200, `code request after the outage: ${after.status} ${after.text}`);
  return 'fault.after@example.com';
}
