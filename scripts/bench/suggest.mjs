// Destination suggestions as a traveller's typing asks for them: GET /api/destinations/suggest for prefixes of places
// and property names, one request at a time (the answer's own time, no queueing), bounded in number.
import { performance } from 'node:perf_hooks';

/** Typed beginnings: one to five letters of the catalogue's places and of words that start property names. */
const WORDS = [
  'Lekki',
  'Ikeja',
  'Victoria Island',
  'Ikoyi',
  'Lagos',
  'Lagos Island',
  'Abuja',
  'Benin City',
  'Port Harcourt',
  'Ibadan',
  'Edo',
  'Rivers',
  'Oyo',
  'FCT',
  'Surulere',
  'Yaba',
  'Grand',
  'Royal',
  'Palm',
  'Eko',
  'Atlantic',
  'Harbour',
  'Garden',
  'Lagoon',
  'Oak',
  'Transcorp',
  'Sheraton',
  'Radisson',
  'Marriott',
  'Suites',
  'Apartments',
  'Mainland',
  'Ocean',
  'Bay',
  'City',
  'Zuma',
  'Aso',
  'Wuse',
  'Maitama',
  'Garki',
];

/** `count` typed texts in rotation: every prefix of every word, in a fixed order, so that runs compare. */
export function suggestRotation(count) {
  const all = [];
  for (let len = 1; len <= 5; len += 1) {
    for (const word of WORDS) if (word.length >= len) all.push(word.slice(0, len).toLowerCase());
  }
  return Array.from({ length: count }, (_, i) => all[i % all.length]);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Latency of `requests` suggestion answers from `base` (after a warm-up round), in milliseconds. */
export async function suggestLatency(base, { requests = 500, warmUp = 50 } = {}) {
  const texts = suggestRotation(requests);
  const ask = async (q) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/destinations/suggest?${new URLSearchParams({ q })}`);
    const body = await res.json();
    if (!res.ok || !Array.isArray(body.suggestions)) throw new Error(`suggest ${q}: ${res.status}`);
    return { ms: performance.now() - started, found: body.suggestions.length };
  };
  for (const q of texts.slice(0, warmUp)) await ask(q);
  const times = [];
  let empty = 0;
  for (const q of texts) {
    const { ms, found } = await ask(q);
    times.push(ms);
    if (!found) empty += 1;
  }
  times.sort((a, b) => a - b);
  const round = (n) => Number(n.toFixed(1));
  return {
    requests: times.length,
    distinctTexts: new Set(texts).size,
    withoutSuggestions: empty,
    latencyMs: {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1)),
    },
  };
}
