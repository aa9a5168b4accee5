import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { testDatabases } from '@/lib/testing/databases';
import { stillReachable } from '@/lib/testing/garbage';

// Like the other PostgreSQL tests: CI points TEST_DATABASE_URL at its server (.ci/run).
const postgres = testDatabases().find((d) => d.name === 'postgres');
const describeWithPostgres = postgres ? describe : describe.skip;

describeWithPostgres('connections of the PostgreSQL pool', () => {
  it('are opened outside the request that needed them, so they never keep what that request held', async () => {
    const handle = await postgres!.create();
    try {
      const request = new AsyncLocalStorage<{ render: string }>();
      // What a pooled connection's own callbacks see: the context it was opened in.
      const seen: unknown[] = [];
      handle.pool!.on('connect', () => seen.push(request.getStore()));
      const held = await stillReachable(
        () => ({ render: 'a page being rendered' }),
        (render) =>
          request.run(render, async () => {
            // Three statements at once: the pool opens new connections for them, from inside the request.
            await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
            // The request itself still sees its own context after its statements.
            expect(request.getStore()).toBe(render);
          }),
      );
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen).toEqual(seen.map(() => undefined));
      // The request is over and the connections stay open in the pool: nothing of them keeps the request's render.
      expect(handle.pool!.totalCount).toBeGreaterThanOrEqual(2);
      expect(held).toBe(false);
    } finally {
      await handle.dispose();
    }
  });
});
