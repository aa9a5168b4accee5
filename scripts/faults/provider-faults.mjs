// Scenarios of failing providers: a mail server and Termii that hang, and Redis gone.
import { check, log, NOTIFY_RETRY_MS, SENDING, waitFor } from './common.mjs';
import { outboxRows, query } from './cluster.mjs';
import { request, within } from './site.mjs';

export async function providersHang(server, cluster, providers) {
  const mail = 'fault.mail@example.com';
  const phone = '+2348031234567';
  await query(
    cluster,
    `insert into users (full_name, email, phone_number, phone_verified_at) values ('Fault Test', 'fault.phone@example.com', $1, now())`,
    [phone],
  );
  const [email, sms] = await Promise.all([
    request(server, '/api/user_auth/get-email-code', { method: 'POST', body: { email: mail }, ip: '198.51.100.1' }),
    request(server, '/api/agent_auth/get-code', {
      method: 'POST',
      body: { phoneNumber: '08031234567' },
      ip: '198.51.100.2',
    }),
  ]);
  check(email.status === 200, `e-mail code: ${email.status} ${email.text}`);
  check(sms.status === 200, `SMS code: ${sms.status} ${sms.text}`);
  within(email, 'e-mail code request with the mail server hanging', 1_000);
  within(sms, 'SMS code request with Termii hanging', 1_000);
  // While both providers hang, the site answers as usual.
  const health = await request(server, '/api/health');
  check(health.status === 200, `health while providers hang: ${health.status}`);
  within(health, 'health while providers hang', 1_000);

  // Both channels are watched at once: each message's first retry is due NOTIFY_RETRY_MS after its failure, so a
  // channel looked at only after the other's retries would already be due again.
  await Promise.all([failsAndRetriesLater(cluster, mail, 'email'), failsAndRetriesLater(cluster, phone, 'sms')]);
  check(providers.smtp.connections() >= 2, `the mail server saw ${providers.smtp.connections()} connections`);
  check(providers.termii.connections() >= 2, `Termii saw ${providers.termii.connections()} connections`);
  return [mail, phone];
}

/** The message to `recipient` fails, is scheduled for later, and fails again after a longer wait. */
async function failsAndRetriesLater(cluster, recipient, channel) {
  const first = await waitFor(
    `the ${channel} failure recorded`,
    async () =>
      (await outboxRows(cluster, recipient)).find(
        (r) => r.status === 'failed' && r.attempts >= 1 && !SENDING.test(r.last_error),
      ),
    15_000,
    100,
  );
  check(first.last_error, `${channel}: no error recorded`);
  check(first.leased, `${channel}: the retry is not scheduled for later`);
  log(
    `${channel}: attempt ${first.attempts} failed ("${first.last_error}"), next at ${first.next_attempt_at.toISOString()}`,
  );
  const retried = await waitFor(
    `a retry of the ${channel} message`,
    async () => {
      const row = (await outboxRows(cluster, recipient))[0];
      return row?.status === 'failed' && row.attempts > first.attempts && !SENDING.test(row.last_error)
        ? row
        : undefined;
    },
    20_000,
  );
  // Back-off: the wait after the second failure is twice the first's.
  const gap = retried.next_attempt_at - first.next_attempt_at;
  check(gap >= 2 * NOTIFY_RETRY_MS, `${channel}: the second wait is not longer (${gap} ms later than the first)`);
  log(`${channel}: attempt ${retried.attempts} failed too, next at ${retried.next_attempt_at.toISOString()}`);
}

export async function redisGone(server, cluster) {
  const address = 'fault.limit@example.com';
  const answers = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await request(server, '/api/user_auth/get-email-code', {
      method: 'POST',
      body: { email: address },
      ip: '198.51.100.3',
    });
    within(res, `code request ${i + 1} with Redis gone`);
    answers.push(res);
  }
  check(
    answers.slice(0, 3).every((r) => r.status === 200),
    `first three sends: ${answers.map((r) => r.status).join(', ')}`,
  );
  check(answers[3].status === 429, `fourth send: ${answers[3].status} ${answers[3].text}`);
  check(answers[3].json?.code === 'tooManyCodes', `fourth send: ${answers[3].text}`);
  const [{ n }] = await query(cluster, 'select count(*)::int as n from rate_limits');
  check(n > 0, 'no limit counted in PostgreSQL');
  return address;
}
