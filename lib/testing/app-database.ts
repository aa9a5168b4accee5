import { afterAnswersDone } from './after-answers';

/**
 * Closes the database the app keeps for the whole process (see getDb in lib/db) and forgets it, so the next test
 * that loads a route opens one afresh with its own environment. The work the routes left for after their answers
 * (messages to deliver) finishes first, on the database it was queued in.
 */
export async function closeAppDatabase(): Promise<void> {
  await afterAnswersDone();
  const cached = globalThis as unknown as { __dbHandle?: Promise<{ close: () => Promise<void> }> };
  const handle = await cached.__dbHandle?.catch(() => undefined);
  await handle?.close();
  delete cached.__dbHandle;
}
