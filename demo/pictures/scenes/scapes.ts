import { type Rng } from '@/lib/prng';
import { LIT } from './look';
import { clouds, stars, sunDisc } from './sky';
import { box, Canvas, d, path, rect, run, stroke, tint, type Trio } from './svg';

export interface Scape {
  sky: Trio;
  sun: string;
  layers: Trio;
  water: readonly [string, string];
  lit: boolean;
  stars: boolean;
}

/** Colour schemes of the destination banners: sky, sun, land layers and water. */
export const SCAPES: readonly Scape[] = [
  {
    sky: ['#1b1b4b', '#6a3d8f', '#f08a5d'],
    sun: '#ffd29d',
    layers: ['#8d5a97', '#4b2e6e', '#1e1537'],
    water: ['#5c3d7a', '#1e1537'],
    lit: true,
    stars: false,
  },
  {
    sky: ['#0e3b5c', '#2f7fa3', '#f7c873'],
    sun: '#fff0b8',
    layers: ['#5e8fa6', '#285b73', '#0d2a3a'],
    water: ['#2c6e8f', '#0b2536'],
    lit: false,
    stars: false,
  },
  {
    sky: ['#e8613a', '#f9a04b', '#fde3a2'],
    sun: '#fff6d6',
    layers: ['#d47a4e', '#9a4631', '#4a1f1a'],
    water: ['#e08a55', '#5a2a20'],
    lit: false,
    stars: false,
  },
  {
    sky: ['#071430', '#1a2d66', '#4b4a8a'],
    sun: '#f3f0dc',
    layers: ['#3b4a80', '#1f2a55', '#0a1128'],
    water: ['#1c2a5a', '#050b1e'],
    lit: true,
    stars: true,
  },
  {
    sky: ['#3a1c5c', '#b83b6b', '#ffb36b'],
    sun: '#ffe2b0',
    layers: ['#a2456d', '#5e2350', '#23102e'],
    water: ['#7a2f5c', '#1e0d26'],
    lit: true,
    stars: false,
  },
  {
    sky: ['#2e6fb5', '#7fc0e8', '#e6f4fa'],
    sun: '#ffffff',
    layers: ['#8bb4cf', '#3f7396', '#163a52'],
    water: ['#3c8db8', '#0f3550'],
    lit: false,
    stars: false,
  },
];

/** Sky of a destination banner with its sun, clouds or stars. */
export function scapeSky(c: Canvas, rng: Rng, p: Scape, horizon: number, sun: readonly [number, number]): void {
  c.add(
    rect(
      0,
      0,
      c.w,
      horizon + 2,
      c.lin([
        [0, p.sky[0]],
        [0.55, p.sky[1]],
        [1, p.sky[2]],
      ]),
    ),
  );
  if (p.stars) stars(c, rng, c.w, horizon * 0.55, 60);
  sunDisc(c, sun[0], sun[1], Math.min(c.w, c.h) * 0.07, p.sun, p.stars);
  clouds(c, rng, tint(p.sky[1], 0.25), c.w, horizon * 0.4, 3, c.w / 700);
}

/** Lit windows drawn as warm strokes. */
export function litPath(data: string, opacity = 0.75): string {
  return stroke(data, LIT, 3.5, { 'stroke-linecap': 'butt', opacity });
}

/** Random lit windows over a skyline. */
export function litWindows(rng: Rng, x0: number, x1: number, base: number, maxH: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += run(rng.range(x0, x1), base - rng.range(4, maxH), 2.5);
  return out;
}

/** Path data of a row of towers with stepped tops. */
export function towersData(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
): string {
  let out = '';
  for (let x = x0; x < x1;) {
    const tw = rng.range(minW, maxW);
    const th = rng.range(minH, maxH);
    const top = base - th;
    out += box(x, top, tw, th);
    const r = rng.next();
    if (r < 0.2) out += d`M${x + tw * 0.25} ${top}L${x + tw / 2} ${top - maxH * 0.18}L${x + tw * 0.75} ${top}z`;
    else if (r < 0.35) out += d`M${x} ${top}L${x + tw} ${top - maxH * 0.1}V${top}z`;
    else if (r < 0.45) out += d`M${x} ${top}a${tw / 2} ${tw / 2} 0 0 1 ${tw} 0z`;
    else if (r < 0.6) out += box(x + tw * 0.2, top - maxH * 0.06, tw * 0.6, maxH * 0.06);
    x += tw + rng.range(0, minW * 0.6);
  }
  return out;
}

/** A canoe or sailing boat, scaled by s. */
export function boat(x: number, y: number, s: number, color: string, sail: boolean): string {
  return path(
    d`M${x} ${y}h${60 * s}l${-10 * s} ${10 * s}h${-42 * s}z` +
      (sail
        ? d`M${x + 28 * s} ${y - 2}V${y - 52 * s}L${x + 52 * s} ${y - 4 * s}z`
        : box(x + 14 * s, y - 12 * s, 26 * s, 12 * s)),
    color,
  );
}

/** Water between top and bottom with the sun's reflection at sunX. */
export function waterBody(c: Canvas, rng: Rng, p: Scape, top: number, bottom: number, sunX: number): void {
  c.add(
    rect(
      0,
      top,
      c.w,
      bottom - top,
      c.lin([
        [0, p.water[0]],
        [1, p.water[1]],
      ]),
    ),
  );
  let glint = '';
  for (let i = 0; i < 9; i++) {
    const gw = c.w * 0.16 * (1 - i * 0.08) * rng.range(0.6, 1.1);
    glint += box(sunX - gw / 2 + rng.range(-8, 8), top + 6 + i * (bottom - top) * 0.06, gw, 2.5);
  }
  let shimmer = '';
  for (let i = 0; i < 16; i++) shimmer += box(rng.range(0, c.w), rng.range(top + 6, bottom), rng.range(10, 40), 1.5);
  c.add(path(glint, p.sun, { opacity: 0.55 }), path(shimmer, tint(p.water[0], 0.4), { opacity: 0.35 }));
}
