import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readAri } from '@/lib/ari/apply';
import { rowsOf } from '@/lib/data/db-helpers';
import { insertTestHotel, stayDates } from '@/lib/testing/booking-fixtures';
import { describeEachDatabase } from '@/lib/testing/databases';

// The part of the migration that turns prices stored night by night into periods, and drops the nights' price columns.
const MIGRATION = fs.readFileSync(path.join(process.cwd(), 'lib/db/migrations/0020_rate_periods.sql'), 'utf8');
const MOVE = MIGRATION.slice(MIGRATION.indexOf('-- Prices set night by night'));

describeEachDatabase('rate periods migration', (handle) => {
  it('keeps every night’s own price and promo, and the nights’ rooms and rules', async () => {
    const day = (n: number) => stayDates(n).checkInDate;
    const { roomIds } = await insertTestHotel(handle.db, [
      { totalRooms: 4, standardPrice: 50_000, promoPrice: 45_000 },
    ]);
    const room = roomIds[0]!;
    // The nights as the release before periods stored them.
    await handle.db.execute(sql`alter table room_nights add column price integer, add column promo_price integer`);
    await handle.db.execute(sql`
      insert into room_nights (room_category_id, night, price, promo_price, reserved, closed, min_stay)
      values (${room}, ${day(10)}, 80000, null, 1, false, null),
             (${room}, ${day(11)}, null, 30000, 0, true, null),
             (${room}, ${day(12)}, 90000, 85000, 0, false, 2),
             (${room}, ${day(13)}, null, null, 2, false, null)`);

    for (const statement of MOVE.split('--> statement-breakpoint')) {
      if (statement.trim()) await handle.db.execute(sql.raw(statement));
    }

    const nights = await readAri(room, day(9), day(13), handle.db);
    expect(nights.map((n) => [n.price, n.promoPrice, n.reserved, n.closed, n.minStay])).toEqual([
      [50_000, 45_000, 0, false, 1],
      [80_000, 45_000, 1, false, 1],
      [50_000, 30_000, 0, true, 1],
      [90_000, 85_000, 0, false, 2],
      [50_000, 45_000, 2, false, 1],
    ]);
    const columns = rowsOf(
      await handle.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'room_nights' and column_name like '%price%'`,
      ),
    );
    expect(columns).toEqual([]);
  });
});
