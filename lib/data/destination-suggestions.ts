import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDatabaseInstanceId, getDb, type Database } from '@/lib/db';
import { properties } from '@/lib/db/schema';
import { areaOf, type DestinationSuggestion } from '@/lib/destinations';
import { normaliseText } from '@/lib/slug';
import { CACHE_TAGS } from './cache-tags';
import { normaliseLocation } from './search';

export type { DestinationSuggestion } from '@/lib/destinations';

/** Places and properties shown at most. */
export const SUGGESTION_LIMITS = { places: 5, properties: 4 } as const;

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A place's name matches when it, or one of its words, starts with what was typed ('island' finds Victoria Island). */
function placeMatches(name: string, typed: string): boolean {
  const text = normaliseText(name);
  return text.startsWith(typed) || text.includes(` ${typed}`);
}

interface PlaceRow {
  city: string;
  state: string;
  count: number;
}

/** Every city with its state and how many published properties it holds (a few dozen rows at most). */
async function publishedPlaces(d: Database): Promise<PlaceRow[]> {
  return d
    .select({ city: properties.city, state: properties.state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(eq(properties.isPublished, true))
    .groupBy(properties.city, properties.state);
}

/**
 * The places, kept with the catalogue's life and dropped when it changes: grouping every property is the slow part of
 * an answer (some 20 ms over 10,000 properties), and the list changes only with the catalogue.
 */
async function cachedPlaces(_database: string): Promise<PlaceRow[]> {
  'use cache';
  cacheLife('catalogue');
  cacheTag(CACHE_TAGS.catalogue);
  return publishedPlaces(await getDb());
}

function placeSuggestions(rows: PlaceRow[], typed: string): DestinationSuggestion[] {
  const states = new Map<string, number>();
  const places: DestinationSuggestion[] = [];
  for (const { city, state, count } of rows) {
    states.set(state, (states.get(state) ?? 0) + count);
    if (!placeMatches(city, typed)) continue;
    const area = areaOf(city);
    places.push(
      area ? { kind: 'area', name: city, context: area, count } : { kind: 'city', name: city, context: state, count },
    );
  }
  for (const [state, count] of states) {
    // A state named like one of its cities (Lagos) is still offered as the state: it holds more.
    if (placeMatches(state, typed)) places.push({ kind: 'state', name: state, context: '', count });
  }
  // A name that starts with the typed text first, then the places with most stays.
  const starts = (s: DestinationSuggestion) => (normaliseText(s.name).startsWith(typed) ? 0 : 1);
  return places
    .sort((a, b) => starts(a) - starts(b) || b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, SUGGESTION_LIMITS.places);
}

/** Published properties whose name starts with the typed text, found through the search_text prefix index. */
async function propertySuggestions(typed: string, d: Database): Promise<DestinationSuggestion[]> {
  const rows = await d
    .select({ name: properties.name, city: properties.city, state: properties.state })
    .from(properties)
    .where(and(eq(properties.isPublished, true), sql`${properties.searchText} like ${`${escapeLike(typed)}%`}`))
    .orderBy(desc(properties.isFeatured), desc(properties.rating), properties.name)
    .limit(SUGGESTION_LIMITS.properties);
  return rows.map((r) => ({
    kind: 'property',
    name: r.name,
    context: r.city === r.state ? r.city : `${r.city}, ${r.state}`,
    count: 1,
  }));
}

/**
 * Destinations for what a traveller has typed in the search bar: cities, areas and states whose name (or one of its
 * words) starts with it, then properties whose name does; case and accents do not matter and short names are
 * expanded ('vi' → Victoria Island). Text with no Latin letter or digit finds nothing, since the catalogue's names
 * are written in Latin letters.
 */
export async function suggestDestinations(query: string, db?: Database): Promise<DestinationSuggestion[]> {
  const typed = normaliseText(query);
  if (!typed) return [];
  const d = db ?? (await getDb());
  const expanded = normaliseLocation(query);
  const [places, stays] = await Promise.all([
    // A database handed in (tests, scripts) is read as it is now.
    db ? publishedPlaces(db) : getDatabaseInstanceId().then(cachedPlaces),
    propertySuggestions(typed, d),
  ]);
  const found = placeSuggestions(places, expanded);
  if (expanded !== typed) found.push(...placeSuggestions(places, typed).filter((p) => !found.some((f) => same(f, p))));
  return [...found.slice(0, SUGGESTION_LIMITS.places), ...stays];
}

function same(a: DestinationSuggestion, b: DestinationSuggestion) {
  return a.kind === b.kind && a.name === b.name;
}
