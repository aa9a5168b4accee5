import 'server-only';
import { availableParallelism } from 'node:os';
import { AppError } from '@/lib/errors';

/**
 * Password hashing (scrypt, 128 MiB and tens of milliseconds of CPU each) runs at most `concurrency` at a time, with
 * at most `queueLimit` waiting. A burst of sign-in attempts then queues here instead of filling libuv's thread pool,
 * which every file read and DNS look-up of the other pages share; past the queue, callers are refused at once with a
 * 503 `serverBusy` and Retry-After rather than left waiting.
 */
export function createHashQueue({ concurrency, queueLimit }: { concurrency: number; queueLimit: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queueLimit) throw new AppError('serverBusy', 503, { retryAfterSeconds: 2 });
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

// Leaves half of the thread pool (4 threads by default) and of the cores to everything else.
const CONCURRENCY = Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2)));
/** About two seconds of work at most waits in line; more than that is refused. */
const QUEUE_LIMIT = 16;

const globalForHash = globalThis as unknown as { __passwordHashQueue?: ReturnType<typeof createHashQueue> };
export const passwordHashQueue = (globalForHash.__passwordHashQueue ??= createHashQueue({
  concurrency: CONCURRENCY,
  queueLimit: QUEUE_LIMIT,
}));
