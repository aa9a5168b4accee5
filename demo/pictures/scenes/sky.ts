import { type Rng } from '@/lib/prng';
import { box, Canvas, circle, d, dot, path, stroke, type Trio } from './svg';

export type SkyKey = 'morning' | 'midday' | 'golden' | 'dusk' | 'night';

export interface Sky {
  key: SkyKey;
  stops: Trio;
  sun: string;
  cloud: string;
  haze: string;
  tint: string;
  amount: number;
  glass: readonly [string, string];
  lit: number;
  sunY: number;
}

/** The five times of day the pictures are drawn at. */
export const SKIES: Record<SkyKey, Sky> = {
  morning: {
    key: 'morning',
    stops: ['#7db8e6', '#bcdcf2', '#fbe3c6'],
    sun: '#fff3cc',
    cloud: '#ffffff',
    haze: '#b3c9dc',
    tint: '#ffe6c7',
    amount: 0.06,
    glass: ['#9cc8ea', '#e2f0fa'],
    lit: 0,
    sunY: 0.4,
  },
  midday: {
    key: 'midday',
    stops: ['#2f7fcf', '#6fb0e6', '#cfe8f8'],
    sun: '#fffbe6',
    cloud: '#ffffff',
    haze: '#a3c1dc',
    tint: '#ffffff',
    amount: 0,
    glass: ['#6aa3d3', '#d3e8f6'],
    lit: 0,
    sunY: 0.18,
  },
  golden: {
    key: 'golden',
    stops: ['#e07b55', '#f4ae69', '#fde0a4'],
    sun: '#fff1bf',
    cloud: '#ffd8b6',
    haze: '#dc9f80',
    tint: '#ff9b4d',
    amount: 0.16,
    glass: ['#f0ac78', '#fce2b8'],
    lit: 0.12,
    sunY: 0.72,
  },
  dusk: {
    key: 'dusk',
    stops: ['#2b2a63', '#7b4b94', '#f08a6c'],
    sun: '#ffc49a',
    cloud: '#b0709a',
    haze: '#5e4a80',
    tint: '#2e2660',
    amount: 0.4,
    glass: ['#4b3f7a', '#8a6aa0'],
    lit: 0.45,
    sunY: 0.86,
  },
  night: {
    key: 'night',
    stops: ['#0a1230', '#1a2657', '#34457e'],
    sun: '#f3f0dc',
    cloud: '#2f3c6b',
    haze: '#1d2a55',
    tint: '#0d1638',
    amount: 0.58,
    glass: ['#1e2a4f', '#2c3b66'],
    lit: 0.6,
    sunY: 0.22,
  },
};

/** The gradient fill of a sky. */
export function skyFill(c: Canvas, sky: Sky): string {
  return c.lin([
    [0, sky.stops[0]],
    [0.6, sky.stops[1]],
    [1, sky.stops[2]],
  ]);
}

/** The sun with a halo, or the moon by night. */
export function sunDisc(c: Canvas, x: number, y: number, r: number, color: string, night: boolean): void {
  c.add(
    circle(
      x,
      y,
      r * 3.4,
      c.rad([
        [0, color, 0.5],
        [0.35, color, 0.18],
        [1, color, 0],
      ]),
    ),
    circle(x, y, r, color),
  );
  if (night)
    c.add(
      path(dot(x - r * 0.3, y - r * 0.2, r * 0.22) + dot(x + r * 0.35, y + r * 0.25, r * 0.15), '#000000', {
        opacity: 0.08,
      }),
    );
}

/** Small stars over the top of a night sky. */
export function stars(c: Canvas, rng: Rng, w: number, h: number, n: number): void {
  let small = '';
  let big = '';
  for (let i = 0; i < n; i++) {
    const star = d`M${rng.range(0, w)} ${rng.range(0, h)}h0`;
    if (rng.chance(0.3)) big += star;
    else small += star;
  }
  c.add(stroke(small, '#ffffff', 1.6, { opacity: 0.7 }), stroke(big, '#ffffff', 2.8, { opacity: 0.9 }));
}

function cloud(x: number, y: number, s: number): string {
  return d`M${x} ${y}a${13 * s} ${13 * s} 0 0 1 ${10 * s} ${-20 * s}a${21 * s} ${21 * s} 0 0 1 ${38 * s} ${-10 * s}a${16 * s} ${16 * s} 0 0 1 ${24 * s} ${14 * s}a${10 * s} ${10 * s} 0 0 1 ${2 * s} ${16 * s}z`;
}

/** A few clouds below maxY. */
export function clouds(c: Canvas, rng: Rng, color: string, w: number, maxY: number, n: number, scale = 1): void {
  let data = '';
  for (let i = 0; i < n; i++) {
    data += cloud(
      ((i + rng.range(0.1, 0.7)) * w) / n - 30 * scale,
      rng.range(maxY * 0.25, maxY),
      rng.range(0.8, 1.5) * scale,
    );
  }
  c.add(path(data, color, { opacity: 0.9 }));
}

/** Path data of a flat-roofed skyline between x0 and x1. */
export function skylineData(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
): string {
  let data = '';
  for (let x = x0; x < x1;) {
    const w = rng.range(minW, maxW);
    const h = rng.range(minH, maxH);
    data += box(x, base - h, w + 0.5, h);
    if (rng.chance(0.2)) data += box(x + w * 0.45, base - h - h * 0.18, w * 0.1, h * 0.18);
    x += w + (rng.chance(0.25) ? rng.range(2, minW) : 0);
  }
  return data;
}
