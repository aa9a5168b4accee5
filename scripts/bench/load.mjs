// Requests under load with autocannon, the dated searches they go round, and the figures kept of each run.
import autocannon from 'autocannon';
import { lagosDate } from './common.mjs';
import { DURATION } from './options.mjs';

/** autocannon on one address, or going round several (`paths`, each connection in turn). */
export function cannon(url, connections, { headers = {}, duration = DURATION, amount, paths } = {}) {
  const requests = paths?.map((path) => ({ method: 'GET', path }));
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, headers, requests, ...(amount ? { amount } : { duration }), timeout: 30 },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}

/** 200 different dated searches: ten places, ten stays, two parties. */
export function searchRotation() {
  const places = [
    'Lagos',
    'Abuja',
    'Ikeja',
    'Lekki',
    'Victoria Island',
    'Ikoyi',
    'Port Harcourt',
    'Ibadan',
    'Benin City',
    'Enugu',
  ];
  const paths = [];
  for (const place of places) {
    for (let d = 0; d < 10; d++) {
      for (const party of [
        { adults: '2', children: '0' },
        { adults: '1', children: '1' },
      ]) {
        const query = new URLSearchParams({
          location: place,
          checkIn: lagosDate(10 + d * 3),
          checkOut: lagosDate(12 + d * 3),
          ...party,
          room: '1',
        });
        paths.push(`/hotel/result?${query}`);
      }
    }
  }
  return paths;
}

export function summarise(r) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    /** What one answer weighs, uncompressed (the load sends no Accept-Encoding): its HTML with the payload in it. */
    kbPerAnswer: r.requests.total ? Number((r.throughput.total / r.requests.total / 1024).toFixed(1)) : null,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p97_5: r.latency.p97_5, p99: r.latency.p99 },
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * The figures of the middle round by requests/s, with every round's requests/s beside them: one round of a few
 * seconds moves with whatever else the machine does then, and the rounds of every page and of the bare page are
 * taken in turn, so that each ratio compares figures from the same stretches of the run.
 */
export function medianRound(rounds) {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], rounds: rounds.map((m) => m.requestsPerSecond) };
}
