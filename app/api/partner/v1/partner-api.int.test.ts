import { and, eq } from 'drizzle-orm';
import { addDays, todayInLagos } from '@/lib/dates';
import { sampleCatalogue, sampleProperty } from '@/lib/catalogue/sample';
import type { Database } from '@/lib/db';
import { closeAppDatabase } from '@/lib/testing/app-database';
import type { RouteHandler } from '@/lib/testing/route-browser';
import { routeDatabases } from '@/lib/testing/route-databases';

jest.setTimeout(120_000);

const SITE = 'https://staynaija.example';
const saved = { ...process.env };
type Schema = typeof import('@/lib/db/schema');

describe.each(routeDatabases('partner'))('the partner API on $name', ({ open }) => {
  let drop: () => Promise<void> = async () => {};
  let db: Database;
  let schema: Schema;
  let routes: {
    catalogue: RouteHandler;
    property: RouteHandler;
    ariSet: RouteHandler;
    ariGet: RouteHandler;
    bookings: RouteHandler;
  };
  let keys: { harbour: string; other: string; revoked: string };
  let revoke: (prefix: string) => Promise<unknown>;

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    process.env = { ...saved, SEED_DEMO_DATA: 'false', SITE_URL: SITE, IMAGE_HOSTS: 'cdn.example.com', ...opened.env };
    if (!opened.env.DATABASE_URL) delete process.env.DATABASE_URL;
    jest.resetModules();
    const [catalogue, property, ari, bookings, { getDb }, keyData, s] = await Promise.all([
      import('./catalogue/route'),
      import('./properties/[externalId]/route'),
      import('./properties/[externalId]/ari/route'),
      import('./properties/[externalId]/bookings/route'),
      import('@/lib/db'),
      import('@/lib/data/partner-keys'),
      import('@/lib/db/schema'),
    ]);
    routes = {
      catalogue: catalogue.POST as RouteHandler,
      property: property.PUT as RouteHandler,
      ariSet: ari.POST as RouteHandler,
      ariGet: ari.GET as RouteHandler,
      bookings: bookings.GET as RouteHandler,
    };
    db = await getDb();
    schema = s;
    const harbour = await keyData.createPartner('harbour', 'Harbour Hotels', db);
    const other = await keyData.createPartner('other', 'Other Stays', db);
    const old = await keyData.createPartnerKey('harbour', db);
    await keyData.revokePartnerKey(old!.prefix, db);
    keys = { harbour: harbour.key, other: other.key, revoked: old!.key };
    revoke = (prefix) => keyData.revokePartnerKey(prefix, db);
  });

  afterAll(async () => {
    await closeAppDatabase();
    await drop();
    process.env = { ...saved };
  });

  const call = (
    handler: RouteHandler,
    path: string,
    {
      key = keys.harbour,
      body,
      method = body === undefined ? 'GET' : 'POST',
      params = {},
    }: {
      key?: string | null;
      body?: unknown;
      method?: string;
      params?: Record<string, string>;
    } = {},
  ) => {
    const headers = new Headers();
    if (key) headers.set('authorization', `Bearer ${key}`);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    return handler(new Request(`${SITE}${path}`, init), { params: Promise.resolve(params) });
  };
  const importFile = (file: unknown, query = '', key?: string) =>
    call(routes.catalogue, `/api/partner/v1/catalogue${query}`, { body: file, key });
  const ari = (property: string, body: unknown, key?: string) =>
    call(routes.ariSet, `/api/partner/v1/properties/${property}/ari`, { body, key, params: { externalId: property } });
  const readAri = (property: string, from: string, to: string, key?: string) =>
    call(routes.ariGet, `/api/partner/v1/properties/${property}/ari?from=${from}&to=${to}`, {
      key,
      params: { externalId: property },
    });
  const auditRows = (action: string) =>
    db.select().from(schema.partnerAudit).where(eq(schema.partnerAudit.action, action));
  const propertyRow = async (externalId: string) =>
    (await db.select().from(schema.properties).where(eq(schema.properties.externalId, externalId)))[0]!;
  const roomRow = async (propertyId: string, externalId: string) =>
    (
      await db
        .select()
        .from(schema.roomCategories)
        .where(and(eq(schema.roomCategories.propertyId, propertyId), eq(schema.roomCategories.externalId, externalId)))
    )[0]!;

  it('imports the key’s catalogue (a dry run writes nothing), then the same file again changes nothing', async () => {
    const dry = await importFile(sampleCatalogue(), '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(dry.headers.get('cache-control')).toBe('private, no-store');
    expect(await dry.json()).toMatchObject({ dryRun: true, changes: 11 });
    expect(await db.select().from(schema.properties)).toHaveLength(0);

    const first = await importFile(sampleCatalogue());
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      dryRun: false,
      changes: 11,
      properties: { created: ['hb-001', 'hb-002', 'hb-003'] },
    });
    const again = await importFile(sampleCatalogue());
    expect(await again.json()).toMatchObject({ changes: 0 });

    const [audit] = await auditRows('catalogue.import').then((rows) =>
      rows.filter((r) => !(r.after as { dryRun: boolean }).dryRun),
    );
    expect(audit).toMatchObject({
      status: 200,
      after: { changes: 11, properties: { created: ['hb-001', 'hb-002', 'hb-003'] } },
    });
  });

  it('refuses another partner’s file (403) and a broken file (400 naming record and field), changing nothing', async () => {
    const foreign = await importFile(sampleCatalogue({ partner: 'other' }));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'partnerMismatch' });
    const broken = sampleCatalogue();
    broken.properties[1]!.photos = ['https://elsewhere.example.org/a.jpg'];
    const bad = await importFile(broken);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'invalidCatalogue',
      message: 'The catalogue has 1 error. Nothing was changed.',
      errors: ['properties[1] (id "hb-002").photos[0]: Photo host "elsewhere.example.org" is not in IMAGE_HOSTS'],
    });
    expect((await auditRows('catalogue.import')).map((r) => r.status)).toEqual(expect.arrayContaining([403, 400]));
  });

  it('answers a missing, malformed, wrong or revoked key alike: 401 invalidApiKey, nothing kept', async () => {
    const prefix = /^sn_live_([0-9a-f]{12})_/.exec(keys.harbour)![1];
    const wrongSecret = `sn_live_${prefix}_${'A'.repeat(43)}`;
    const answers = await Promise.all(
      [null, 'not-a-key', wrongSecret, keys.revoked].map((key) =>
        readAri('hb-001', addDays(todayInLagos(), 1), addDays(todayInLagos(), 2), key as string),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.json()).toEqual({
        code: 'invalidApiKey',
        message: 'The API key is missing, not valid or revoked.',
      });
    }
  });

  it('answers another partner’s property as it answers an unknown one: 404', async () => {
    const from = addDays(todayInLagos(), 1);
    const foreign = await readAri('hb-001', from, from, keys.other);
    const unknown = await readAri('nope', from, from, keys.other);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    const write = await ari('hb-001', { roomType: 'std', updates: [{ from, to: from, price: 1000 }] }, keys.other);
    expect(write.status).toBe(404);
  });

  it('updates one property alone: the partner’s other properties stay published', async () => {
    const res = await call(routes.property, '/api/partner/v1/properties/hb-002', {
      method: 'PUT',
      body: sampleProperty('hb-002', { name: 'Harbour Marina Suites' }),
      params: { externalId: 'hb-002' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      changes: 1,
      properties: { changed: [{ id: 'hb-002', fields: ['name'] }], unpublished: [] },
    });
    expect((await propertyRow('hb-002')).name).toBe('Harbour Marina Suites');
    expect((await propertyRow('hb-001')).isPublished).toBe(true);
    const created = await call(routes.property, '/api/partner/v1/properties/hb-004', {
      method: 'PUT',
      body: sampleProperty('hb-004'),
      params: { externalId: 'hb-004' },
    });
    expect(created.status).toBe(201);
    const mismatch = await call(routes.property, '/api/partner/v1/properties/hb-005', {
      method: 'PUT',
      body: sampleProperty('hb-006'),
      params: { externalId: 'hb-005' },
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ fieldErrors: { id: ['id is not valid'] } });
    const [audit] = await auditRows('property.put');
    expect(audit).toMatchObject({
      status: 200,
      before: { name: 'Harbour Stay hb-002' },
      after: { record: { name: 'Harbour Marina Suites' } },
    });
  });

  it('sets rates by range for a room type named by the partner’s id, reads them back, and audits nights before and after', async () => {
    const from = addDays(todayInLagos(), 20);
    const to = addDays(from, 2);
    const set = await ari('hb-001', { roomType: 'std', updates: [{ from, to, price: 72_000, minStay: 2 }] });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ changed: 3 });
    const read = await readAri('hb-001', addDays(from, -1), to);
    expect(read.status).toBe(200);
    const body = (await read.json()) as {
      roomTypes: { roomType: string; nights: { night: string; price: number; minStay: number }[] }[];
    };
    const std = body.roomTypes.find((r) => r.roomType === 'std')!;
    expect(std.nights.map((n) => [n.night, n.price, n.minStay])).toEqual([
      [addDays(from, -1), 60_000, 1],
      [from, 72_000, 2],
      [addDays(from, 1), 72_000, 2],
      [to, 72_000, 2],
    ]);
    expect(body.roomTypes.map((r) => r.roomType)).toEqual(['std', 'fam']);

    const [audit] = (await auditRows('ari.set')).filter((r) => r.status === 200);
    const property = await propertyRow('hb-001');
    expect(audit).toMatchObject({ status: 200, propertyId: property.id });
    const before = (audit!.before as { nights: { night: string; values: { price: number } }[] }).nights;
    const after = audit!.after as { batches: unknown[]; nights: { night: string; values: { price: number } }[] };
    expect(before.map((n) => [n.night, n.values.price])).toEqual([
      [from, 60_000],
      [addDays(from, 1), 60_000],
      [to, 60_000],
    ]);
    expect(after.nights.map((n) => n.values.price)).toEqual([72_000, 72_000, 72_000]);
    expect(after.batches).toEqual([{ roomType: 'std', updates: [{ from, to, price: 72_000, minStay: 2 }] }]);

    const unknownRoom = await ari('hb-001', { roomType: 'suite', updates: [{ from, to, price: 1000 }] });
    expect(unknownRoom.status).toBe(400);
    expect(await unknownRoom.json()).toMatchObject({
      fieldErrors: { '0.roomType': ['This room is not offered by this property'] },
    });
  });

  it('refuses rooms on sale below the rooms booked with 409 naming the night, changing nothing', async () => {
    const property = await propertyRow('hb-001');
    const room = await roomRow(property.id, 'fam');
    const night = addDays(todayInLagos(), 30);
    await db.insert(schema.roomNights).values({ roomCategoryId: room.id, night, reserved: 3 });
    const res = await ari('hb-001', {
      roomType: 'fam',
      updates: [{ from: addDays(night, -1), to: night, roomsOnSale: 2 }],
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('roomsBelowBooked');
    expect(body.message).toContain(night);
    const read = await readAri('hb-001', night, night);
    const fam = (
      (await read.json()) as { roomTypes: { roomType: string; nights: { roomsOnSale: number }[] }[] }
    ).roomTypes.find((r) => r.roomType === 'fam')!;
    expect(fam.nights[0]!.roomsOnSale).toBe(4);
    expect((await auditRows('ari.set')).map((r) => r.status)).toContain(409);
  });

  it('lists bookings changed since a time, oldest change first, paged by cursor', async () => {
    const property = await propertyRow('hb-001');
    const room = await roomRow(property.id, 'std');
    const booking = (reference: string, at?: Date) => ({
      reference,
      propertyId: property.id,
      checkInDate: addDays(todayInLagos(), 40),
      checkOutDate: addDays(todayInLagos(), 42),
      adults: 2,
      numberOfRooms: 1,
      status: 'confirmed' as const,
      paymentMethod: 'Cash' as const,
      totalPrice: 120_000,
      discountedPrice: 120_000,
      amountToBePaid: 120_000,
      guestFirstName: 'Ngozi',
      guestLastName: 'Eze',
      guestEmail: 'ngozi@example.com',
      guestPhone: '+2348030000000',
      ...(at && { createdAt: at, updatedAt: at }),
    });
    await db.insert(schema.bookings).values(booking('OLDBOOK1', new Date(Date.now() - 2 * 3_600_000)));
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const made = await db
      .insert(schema.bookings)
      .values([booking('NEWBOOK1'), booking('NEWBOOK2')])
      .returning();
    const nights = (...prices: number[]) =>
      prices.map((price, i) => ({ night: addDays(todayInLagos(), 40 + i), price, discountedPrice: price }));
    const line = { roomCategoryId: room.id, roomName: 'Standard Double', numberOfRooms: 1 };
    await db.insert(schema.bookingRooms).values([
      // Nights kept at one price: the pull sends no nightly list, as for a stay without nightly rates.
      {
        ...line,
        bookingId: made[0]!.id,
        pricePerNight: 60_000,
        discountedPricePerNight: 60_000,
        nightlyPrices: nights(60_000, 60_000),
      },
      {
        ...line,
        bookingId: made[1]!.id,
        pricePerNight: 60_000,
        discountedPricePerNight: 60_000,
        nightlyPrices: nights(60_000, 75_000),
      },
    ]);
    const page = (query: string, key?: string) =>
      call(routes.bookings, `/api/partner/v1/properties/hb-001/bookings?${query}`, {
        key,
        params: { externalId: 'hb-001' },
      });

    const all = await page(`since=${since}`);
    expect(all.status).toBe(200);
    const body = (await all.json()) as {
      bookings: { reference: string; rooms: unknown[]; guest: unknown }[];
      nextCursor: null;
    };
    expect(body.bookings.map((b) => b.reference).sort()).toEqual(['NEWBOOK1', 'NEWBOOK2']);
    expect(body.nextCursor).toBeNull();
    const first = body.bookings.find((b) => b.reference === 'NEWBOOK1')!;
    expect(first).toMatchObject({
      guest: { firstName: 'Ngozi', lastName: 'Eze' },
      rooms: [{ roomType: 'std', name: 'Standard Double', rooms: 1, pricePerNight: 60_000, nights: null }],
      amount: 120_000,
      paid: 0,
    });
    expect(body.bookings.find((b) => b.reference === 'NEWBOOK2')!.rooms).toMatchObject([
      { roomType: 'std', nights: nights(60_000, 75_000) },
    ]);
    expect(JSON.stringify(body)).not.toContain('ngozi@example.com');

    const one = (await (await page(`since=${since}&limit=1`)).json()) as {
      bookings: { reference: string }[];
      nextCursor: string;
    };
    expect(one.bookings).toHaveLength(1);
    const two = (await (await page(`since=${since}&limit=1&cursor=${one.nextCursor}`)).json()) as {
      bookings: { reference: string }[];
      nextCursor: string | null;
    };
    expect([one.bookings[0]!.reference, two.bookings[0]!.reference].sort()).toEqual(['NEWBOOK1', 'NEWBOOK2']);
    expect(two.nextCursor).toBeNull();

    const bad = await page('since=yesterday');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { since: ['since is not valid'] } });
    expect(await page(`since=${since}`, keys.other).then((r) => r.status)).toBe(404);
  });

  it('limits each key to 120 calls a minute: 429 with Retry-After', async () => {
    const { partnerKeys, rateLimits } = schema;
    const { createPartnerKey } = await import('@/lib/data/partner-keys');
    const made = (await createPartnerKey('harbour', db))!;
    const [row] = await db.select().from(partnerKeys).where(eq(partnerKeys.prefix, made.prefix));
    await db.insert(rateLimits).values({ key: `partner:key:${row!.id}`, windowStart: new Date(), count: 120 });
    const day = addDays(todayInLagos(), 1);
    const limited = await readAri('hb-001', day, day, made.key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    // Other keys keep their own budget; a revoked key is refused before it counts.
    expect((await readAri('hb-001', day, day)).status).toBe(200);
    await revoke(made.prefix);
    expect((await readAri('hb-001', day, day, made.key)).status).toBe(401);
  });
});
