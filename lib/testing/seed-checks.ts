// Checks of one seed property's structure and numbers, shared by the tests of the demo catalogue
// (lib/db/seed/catalogue.test.ts) and of the generated benchmark catalogue (lib/db/seed/synthetic.test.ts).
import { isAmenity, isRoomAmenity } from '@/lib/amenities';
import type { SeedProperty } from '@/lib/db/seed/types';

const lower = (s: string) => s.toLowerCase();
export const matches = (p: SeedProperty, state: string) =>
  lower(p.city) === lower(state) || lower(p.state) === lower(state);
const isInt = (n: number) => Number.isInteger(n);
const hasAtMostFourDecimals = (n: number) => Math.abs(n * 10000 - Math.round(n * 10000)) < 1e-6;
const EPSILON = 1e-9;

/** Problems with one property's structure and numbers; an empty list means it is valid. */
export function problems(p: SeedProperty, opts: { reviews: boolean }): string[] {
  const out: string[] = [];
  const fail = (msg: string) => out.push(`${p.name}: ${msg}`);

  if (!/^[A-Za-z0-9 &-]+$/.test(p.name)) fail('name has unexpected characters');
  const expectedCategory = p.type === 'hotel' ? 'hotels' : p.type === 'apartment' ? 'apartments' : 'resorts';
  if (p.categories[0] !== expectedCategory) fail(`first category should be ${expectedCategory}`);
  if (!p.categories.slice(1).every((c) => c === 'tours')) fail('only tours may follow the type category');
  if (new Set(p.categories).size !== p.categories.length) fail('duplicate categories');

  if (p.amenities.length < 5 || p.amenities.length > 12) fail(`has ${p.amenities.length} amenities`);
  if (new Set(p.amenities).size !== p.amenities.length) fail('duplicate amenities');
  for (const a of p.amenities) if (!isAmenity(a)) fail(`unknown amenity ${a}`);

  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(p.checkInTime)) fail('bad check-in time');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(p.checkOutTime)) fail('bad check-out time');
  if (!/^\+234[789][01]\d{8}$/.test(p.phone)) fail(`bad phone ${p.phone}`);
  if (!/^reservations@[a-z0-9-]+\.ng$/.test(p.email)) fail(`bad email ${p.email}`);
  if (p.latitude < 4 || p.latitude > 14 || p.longitude < 2.6 || p.longitude > 14.7) fail('outside Nigeria');
  if (!hasAtMostFourDecimals(p.latitude)) fail('latitude has more than 4 decimals');
  if (!hasAtMostFourDecimals(p.longitude)) fail('longitude has more than 4 decimals');
  if (!p.address.trim() || !p.description.trim()) fail('missing address or description');

  if (p.rooms.length < 2 || p.rooms.length > 5) fail(`has ${p.rooms.length} room categories`);
  if (new Set(p.rooms.map((r) => r.name)).size !== p.rooms.length) fail('duplicate room names');
  for (const r of p.rooms) {
    const where = `room ${r.name}`;
    for (const n of [r.maxAdults, r.maxChildren, r.sizeSqm, r.totalRooms, r.standardPrice]) {
      if (!isInt(n)) fail(`${where} has a non-integer number`);
    }
    if (r.maxAdults < 1 || r.maxAdults > 6) fail(`${where} maxAdults ${r.maxAdults}`);
    if (r.maxChildren < 0 || r.maxChildren > 4) fail(`${where} maxChildren ${r.maxChildren}`);
    if (r.totalRooms < 2 || r.totalRooms > 40) fail(`${where} totalRooms ${r.totalRooms}`);
    if (r.sizeSqm <= 0) fail(`${where} size`);
    if (r.standardPrice < 25000 || r.standardPrice > 650000) fail(`${where} price ${r.standardPrice}`);
    if (r.amenities.length < 3 || r.amenities.length > 6) fail(`${where} has ${r.amenities.length} amenities`);
    for (const a of r.amenities) if (!isRoomAmenity(a)) fail(`${where} unknown amenity ${a}`);
    if (r.nonRefundable && r.promoPrice === null) fail(`${where} is non-refundable without a promo price`);
    if (r.promoPrice !== null) {
      if (!isInt(r.promoPrice)) fail(`${where} promo is not an integer`);
      if (r.promoPrice % 500 !== 0) fail(`${where} promo is not rounded to 500`);
      if (r.promoPrice >= r.standardPrice) fail(`${where} promo is not below the standard price`);
      const off = 1 - r.promoPrice / r.standardPrice;
      if (off < 0.08 - EPSILON || off > 0.25 + EPSILON) fail(`${where} discount ${(off * 100).toFixed(1)}%`);
      if (r.nonRefundable && (off < 0.1 - EPSILON || off > 0.15 + EPSILON))
        fail(`${where} non-refundable discount ${(off * 100).toFixed(1)}%`);
    }
  }

  if (opts.reviews) {
    if (p.reviews.length < 3 || p.reviews.length > 10) fail(`has ${p.reviews.length} reviews`);
    for (const rv of p.reviews) {
      const subs = [rv.cleanliness, rv.comfort, rv.location, rv.facilities, rv.staff, rv.value];
      for (const s of [rv.overall, ...subs]) {
        if (!isInt(s) || s < 1 || s > 10) fail(`review by ${rv.authorName} has score ${s}`);
      }
      if (subs.some((s) => Math.abs(s - rv.overall) > 3))
        fail(`review by ${rv.authorName} has inconsistent sub-scores`);
      const mean = subs.reduce((a, b) => a + b, 0) / subs.length;
      if (Math.abs(mean - rv.overall) > 1.5) fail(`review by ${rv.authorName} averages ${mean.toFixed(1)}`);
      if (!isInt(rv.daysAgo) || rv.daysAgo < 3 || rv.daysAgo > 700)
        fail(`review by ${rv.authorName} daysAgo ${rv.daysAgo}`);
      if (!rv.title.trim() || !rv.comment.trim() || !rv.authorName.trim()) fail('review has empty text');
    }
  }
  return out;
}
