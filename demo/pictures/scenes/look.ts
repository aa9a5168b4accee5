import type { PropertyKind } from '@/lib/media/parse';
import { createRng } from '@/lib/prng';
import { SKIES, type Sky, type SkyKey } from './sky';
import { mix, tint } from './svg';

/** Kinds of property the catalogue draws. */
export type { PropertyKind };

/** Warm light of lit windows and lamps. */
export const LIT = '#ffd27a';
const WALLS = [
  '#f4ece1',
  '#e9d8be',
  '#f7f5f0',
  '#dcc7a6',
  '#d08c68',
  '#a9bccd',
  '#e8cfc0',
  '#bfcdb5',
  '#d9dee4',
  '#eedca9',
  '#8d9baa',
  '#d2ae8e',
  '#c9b8d9',
  '#e3e6ea',
];
/** Accent colours of furniture and fabrics. */
export const ACCENTS = [
  '#6d28d9',
  '#0f766e',
  '#b45309',
  '#1d4ed8',
  '#be123c',
  '#15803d',
  '#c2410c',
  '#334155',
  '#7c2d12',
  '#0e7490',
  '#9333ea',
  '#a16207',
];
const ROOFS = ['#7c2d12', '#9a3412', '#44403c', '#1f2937', '#8b5e34', '#a86b3c', '#57534e', '#3f4a2a'];
const TRIMS = ['#2b2f3a', '#3f3f46', '#f8fafc', '#5b4636', '#1e293b'];
/** Wood tones of doors, posts and furniture. */
export const WOODS = ['#8b5a2b', '#a47148', '#6b4226', '#c08a5b'];
/** Leaf greens of plants and lawns. */
export const GREENS = ['#2f6b3a', '#3f7d3a', '#2e5e4e', '#4d7c2f'] as const;

/** A colour as the sky's light tints it. */
export const lit = (sky: Sky, c: string): string => mix(c, sky.tint, sky.amount);

export interface Look {
  sky: Sky;
  day: Sky;
  wall: string;
  wall2: string;
  accent: string;
  roof: string;
  trim: string;
  wood: string;
  style: 'grid' | 'ribbon' | 'glass';
  crown: number;
  towers: number;
  floors: number;
  sea: boolean;
}

/** The palette, sky and style of one property, the same in each of its pictures. */
export function lookFor(seed: string, type: PropertyKind): Look {
  const rng = createRng(`${type}:${seed}`);
  const wall = rng.pick(WALLS);
  let wall2 = rng.pick(WALLS);
  if (wall2 === wall) wall2 = tint(wall, 0.4);
  return {
    sky: SKIES[
      rng.pick<SkyKey>(['morning', 'morning', 'midday', 'midday', 'midday', 'golden', 'golden', 'dusk', 'night'])
    ],
    day: SKIES[rng.pick<SkyKey>(['morning', 'midday', 'midday', 'golden'])],
    wall,
    wall2,
    accent: rng.pick(ACCENTS),
    roof: rng.pick(ROOFS),
    trim: rng.pick(TRIMS),
    wood: rng.pick(WOODS),
    style: rng.pick(['grid', 'ribbon', 'glass'] as const),
    crown: rng.int(0, 3),
    towers: rng.chance(0.45) ? 2 : 1,
    floors: rng.int(5, 7),
    sea: rng.chance(0.6),
  };
}
