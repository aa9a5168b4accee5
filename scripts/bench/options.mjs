// npm run bench's options (see run.mjs) and the database it measures on; without PostgreSQL it stops here.
import { parseArgs } from 'node:util';

export const { values: opt } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    'load-rounds': { type: 'string', default: '3' },
    requests: { type: 'string', default: '100000' },
    'skip-seed': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'site-port': { type: 'string', default: '3321' },
    'bare-port': { type: 'string', default: '3322' },
    'hole-port': { type: 'string', default: '3324' },
    'inspector-port': { type: 'string', default: '3323' },
    out: { type: 'string', default: 'docs/bench' },
    /** `suggest`: only the destination suggestions' latency, printed (the report is left as it is). */
    only: { type: 'string' },
    'suggest-requests': { type: 'string', default: '500' },
  },
});
export const RUNS = Number(opt.runs);
export const DURATION = Number(opt.duration);
export const CONNECTIONS = opt.connections.split(',').map(Number);
export const LOAD_ROUNDS = Number(opt['load-rounds']);
export const REQUESTS = Number(opt.requests);
export const SUGGEST_REQUESTS = Number(opt['suggest-requests']);
export const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL database (it receives the benchmark catalogue).');
  process.exit(2);
}
