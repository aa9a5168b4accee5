import { createRng, type Rng } from '@/lib/prng';

/** Kinds of property the catalogue draws. */
export type PropertyKind = 'hotel' | 'apartment' | 'resort';

type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [offset: number, color: string, opacity?: number];
type Trio = readonly [string, string, string];

// Tenths only matter for small values; larger coordinates round to whole units to keep files small.
const num = (v: number): string => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);

/** Template tag that rounds every interpolated number, keeping path data short. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out;
}

/** Escapes text for use inside XML content or attribute values, dropping characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function el(tag: string, attrs: Attrs, inner?: string): string {
  let out = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, more: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...more });
const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...more });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...more });
const path = (data: string, fill: string, more: Attrs = {}): string =>
  data ? el('path', { d: data, fill, ...more }) : '';
const poly = (points: readonly number[], fill: string, more: Attrs = {}): string =>
  el('polygon', { points: points.map(num).join(' '), fill, ...more });
const stroke = (data: string, color: string, width: number, more: Attrs = {}): string =>
  path(data, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
const group = (inner: string, more: Attrs): string => el('g', more, inner);

const dot = (cx: number, cy: number, r: number): string =>
  d`M${cx - r} ${cy}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0`;
const box = (x: number, y: number, w: number, h: number): string => d`M${x} ${y}h${w}v${h}h${-w}z`;
/** A run drawn as a stroke of the caller's thickness: half the bytes of a box. */
const run = (x: number, y: number, w: number): string => d`M${x} ${y}h${w}`;

function leaf(x0: number, y0: number, x1: number, y1: number, width: number, lift = 0): string {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const px = (-(y1 - y0) / len) * width;
  const py = ((x1 - x0) / len) * width;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 - lift;
  return d`M${x0} ${y0}Q${mx + px} ${my + py} ${x1} ${y1}Q${mx - px} ${my - py} ${x0} ${y0}Z`;
}

function smooth(points: readonly (readonly [number, number])[], bottom: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let out = d`M${first[0]} ${bottom}L${first[0]} ${first[1]}`;
  let prev = first;
  for (const p of rest) {
    out += d`Q${prev[0]} ${prev[1]} ${(prev[0] + p[0]) / 2} ${(prev[1] + p[1]) / 2}`;
    prev = p;
  }
  return out + d`L${prev[0]} ${prev[1]}L${prev[0]} ${bottom}Z`;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = (i: 0 | 1 | 2): string =>
    Math.round(x[i] + (y[i] - x[i]) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(0)}${c(1)}${c(2)}`;
}
// Shadows lean towards a deep indigo rather than black, which keeps flat colours lively.
const shade = (c: string, t: number): string => mix(c, '#1b1833', t);
const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private def(kind: string, markup: string): string {
    const known = this.cache.get(markup);
    if (known) return known;
    const id = `${kind}${this.cache.size}`;
    this.cache.set(markup, `url(#${id})`);
    this.defs.push(
      markup.replace(
        '<X',
        `<${kind === 'c' ? 'clipPath' : kind === 'r' ? 'radialGradient' : 'linearGradient'} id="${id}"`,
      ),
    );
    return `url(#${id})`;
  }

  /** Vertical gradient unless another direction is given in bounding-box units. */
  lin(stops: readonly Stop[], x2 = 0, y2 = 1): string {
    return this.def('l', `<X x2="${x2}" y2="${y2}">${stopMarkup(stops)}</linearGradient>`);
  }

  rad(stops: readonly Stop[]): string {
    return this.def('r', `<X>${stopMarkup(stops)}</radialGradient>`);
  }

  clip(shape: string): string {
    return this.def('c', `<X>${shape}</clipPath>`);
  }

  render(title: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice" role="img">` +
      `<title>${escapeXml(title)}</title>${defs}${this.body.join('')}</svg>`
    );
  }
}

function stopMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) =>
      el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op }),
    )
    .join('');
}

type SkyKey = 'morning' | 'midday' | 'golden' | 'dusk' | 'night';

interface Sky {
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

const SKIES: Record<SkyKey, Sky> = {
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

const LIT = '#ffd27a';
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
const ACCENTS = [
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
const WOODS = ['#8b5a2b', '#a47148', '#6b4226', '#c08a5b'];
const GREENS = ['#2f6b3a', '#3f7d3a', '#2e5e4e', '#4d7c2f'] as const;

const lit = (sky: Sky, c: string): string => mix(c, sky.tint, sky.amount);

function skyFill(c: Canvas, sky: Sky): string {
  return c.lin([
    [0, sky.stops[0]],
    [0.6, sky.stops[1]],
    [1, sky.stops[2]],
  ]);
}

function sunDisc(c: Canvas, x: number, y: number, r: number, color: string, night: boolean): void {
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

function stars(c: Canvas, rng: Rng, w: number, h: number, n: number): void {
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

function clouds(c: Canvas, rng: Rng, color: string, w: number, maxY: number, n: number, scale = 1): void {
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

function skylineData(
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

function palm(x: number, base: number, h: number, lean: number, trunk: string, light: string, dark: string): string {
  const s = h / 200;
  const tx = x + lean;
  const ty = base - h;
  const cx = x + lean * 0.15;
  const cy = base - h * 0.55;
  let out = path(
    d`M${x - 9 * s} ${base}Q${cx - 7 * s} ${cy} ${tx - 4 * s} ${ty}L${tx + 4 * s} ${ty}Q${cx + 7 * s} ${cy} ${x + 9 * s} ${base}Z`,
    trunk,
  );
  out += stroke(d`M${x} ${base - 8 * s}Q${cx} ${cy} ${tx} ${ty}`, dark, 8 * s, {
    'stroke-dasharray': `${num(2 * s)} ${num(12 * s)}`,
    'stroke-linecap': 'butt',
    opacity: 0.3,
  });
  const angles = [-168, -132, -100, -62, -28, 4, 172, 200];
  // Each frond closes back at the crown, so the next one continues without a move command.
  let back = d`M${tx} ${ty}`;
  let front = back;
  angles.forEach((a, i) => {
    const r = (a * Math.PI) / 180;
    const len = (82 + (i % 3) * 14) * s;
    const ex = Math.cos(r) * len;
    const ey = Math.sin(r) * len * 0.55 + len * 0.38;
    const px = (-ey / len) * len * 0.13;
    const py = (ex / len) * len * 0.13;
    const mx = ex / 2;
    const my = ey / 2 - len * 0.3;
    const frond = d`q${mx + px} ${my + py} ${ex} ${ey}q${mx - px - ex} ${my - py - ey} ${-ex} ${-ey}z`;
    if (i % 2) back += frond;
    else front += frond;
  });
  out += path(back, dark) + path(front, light);
  if (h >= 200)
    out += stroke(d`M${tx - 4 * s} ${ty + 4 * s}h${8 * s}`, '#6b4423', 9 * s, {
      'stroke-dasharray': `0 ${num(8 * s)}`,
    });
  return out;
}

function tree(x: number, base: number, r: number, dark: string, light: string, trunk = '#6b4a2f'): string {
  return (
    rect(x - r * 0.09, base - r * 1.5, r * 0.18, r * 1.5, trunk) +
    path(
      dot(x, base - r * 1.9, r) +
        dot(x - r * 0.75, base - r * 1.45, r * 0.7) +
        dot(x + r * 0.75, base - r * 1.5, r * 0.75),
      dark,
    ) +
    path(dot(x - r * 0.3, base - r * 2.15, r * 0.55) + dot(x + r * 0.35, base - r * 1.9, r * 0.35), light, {
      opacity: 0.9,
    })
  );
}

/** Row of round shrubs drawn as dotted strokes, far cheaper than one circle per shrub. */
function bushes(x0: number, x1: number, y: number, r: number, dark: string, light: string): string {
  if (x1 - x0 < r * 2) return '';
  const dots = (gap: number): Attrs => ({ 'stroke-dasharray': `0 ${num(gap)}` });
  return (
    stroke(d`M${x0} ${y - r * 0.7}H${x1}`, dark, r * 2, dots(r * 1.7)) +
    stroke(d`M${x0 + r * 0.85} ${y - r * 1.1}H${x1}`, dark, r * 1.6, dots(r * 1.7)) +
    stroke(d`M${x0 + r * 0.5} ${y - r * 1.4}H${x1}`, light, r * 0.8, { ...dots(r * 3.4), opacity: 0.8 })
  );
}

function pottedPlant(x: number, y: number, s: number, pot: string, dark: string, light: string): string {
  let a = '';
  let b = '';
  for (let i = 0; i < 9; i++) {
    const r = ((-160 + i * 17.5) * Math.PI) / 180;
    const len = (48 + ((i * 7) % 5) * 9) * s;
    const f = leaf(x, y - 30 * s, x + Math.cos(r) * len, y - 30 * s + Math.sin(r) * len, len * 0.2, len * 0.1);
    if (i % 2) a += f;
    else b += f;
  }
  return (
    path(a, dark) +
    path(b, light) +
    poly([x - 17 * s, y - 34 * s, x + 17 * s, y - 34 * s, x + 12 * s, y, x - 12 * s, y], pot)
  );
}

function lounger(x: number, y: number, s: number, frame: string, cushion: string): string {
  return (
    stroke(d`M${x + 6 * s} ${y}l${4 * s} ${-12 * s}M${x + 58 * s} ${y}l${-3 * s} ${-12 * s}`, frame, 2.5 * s) +
    rect(x, y - 16 * s, 66 * s, 6 * s, cushion, { rx: 3 * s }) +
    poly([x + 50 * s, y - 16 * s, x + 66 * s, y - 16 * s, x + 82 * s, y - 38 * s, x + 75 * s, y - 41 * s], cushion)
  );
}

function umbrella(x: number, y: number, s: number, color: string, pole = '#6b4a2f'): string {
  return (
    stroke(d`M${x} ${y}V${y - 92 * s}`, pole, 3 * s) +
    path(
      d`M${x - 54 * s} ${y - 74 * s}Q${x} ${y - 116 * s} ${x + 54 * s} ${y - 74 * s}Q${x + 27 * s} ${y - 80 * s} ${x} ${y - 74 * s}Q${x - 27 * s} ${y - 80 * s} ${x - 54 * s} ${y - 74 * s}Z`,
      color,
    ) +
    path(
      d`M${x} ${y - 102 * s}L${x - 12 * s} ${y - 75 * s}Q${x} ${y - 78 * s} ${x + 12 * s} ${y - 75 * s}Z`,
      '#ffffff',
      { opacity: 0.35 },
    )
  );
}

function car(x: number, y: number, s: number, color: string, night: boolean): string {
  const glass = night ? '#1c2340' : '#9fc3de';
  return (
    rect(x, y - 30 * s, 120 * s, 20 * s, color, { rx: 8 * s }) +
    poly([x + 22 * s, y - 29 * s, x + 38 * s, y - 46 * s, x + 84 * s, y - 46 * s, x + 102 * s, y - 29 * s], color) +
    poly([x + 30 * s, y - 31 * s, x + 41 * s, y - 43 * s, x + 60 * s, y - 43 * s, x + 60 * s, y - 31 * s], glass) +
    poly([x + 64 * s, y - 31 * s, x + 64 * s, y - 43 * s, x + 82 * s, y - 43 * s, x + 96 * s, y - 31 * s], glass) +
    path(dot(x + 26 * s, y - 10 * s, 10 * s) + dot(x + 94 * s, y - 10 * s, 10 * s), '#1f2430') +
    path(dot(x + 26 * s, y - 10 * s, 4 * s) + dot(x + 94 * s, y - 10 * s, 4 * s), '#9ca3af') +
    rect(x + 113 * s, y - 26 * s, 7 * s, 5 * s, night ? '#fff3c4' : '#f8fafc', { rx: 2 })
  );
}

function lamp(x: number, base: number, h: number, night: boolean, cones = ''): string {
  const cone = night ? path(d`M${x + 15} ${base - h}l-30 ${h - 6}h60z`, cones) : '';
  return (
    stroke(d`M${x} ${base}V${base - h}q0 -6 8 -6h10`, '#2f3440', 3) +
    cone +
    rect(x + 8, base - h - 2, 14, 5, night ? '#fff0c2' : '#4b5563', { rx: 2 })
  );
}

interface Look {
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

function lookFor(seed: string, type: PropertyKind): Look {
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

interface TowerSpec {
  x: number;
  top: number;
  w: number;
  bottom: number;
  depth: number;
  wall: string;
  floorH: number;
  sign: boolean;
  crown: number;
  style: Look['style'];
}

function tower(c: Canvas, rng: Rng, look: Look, sky: Sky, t: TowerSpec): void {
  const { x, top, w, bottom, depth } = t;
  const wall = lit(sky, t.wall);
  const side = shade(wall, 0.22);
  const slope = (y: number): number => (0.3 * depth * (bottom - y)) / (bottom - top);
  c.add(
    poly([x + w, top, x + w + depth, top + slope(top), x + w + depth, bottom, x + w, bottom], side),
    rect(x, top, w, bottom - top, wall),
  );
  const gl = c.lin([
    [0, sky.glass[0]],
    [1, sky.glass[1]],
  ]);
  const bandTop = top + (t.sign ? 46 : 16);
  const rows = Math.max(1, Math.floor((bottom - bandTop - 6) / t.floorH));
  let glass = '';
  let lights = '';
  let sideGlass = '';
  if (t.style === 'glass') c.add(rect(x + 6, bandTop - 4, w - 12, rows * t.floorH + 4, gl));
  const cols = t.style === 'grid' ? Math.max(3, Math.round(w / 32)) : Math.max(4, Math.round((w - 12) / 24));
  const colW = t.style === 'grid' ? w / cols : (w - 12) / cols;
  const grid = t.style === 'grid';
  const winW = grid ? colW * 0.56 : colW - 1.6;
  const winH = t.floorH * (grid ? 0.6 : 0.56);
  const x0 = grid ? x + colW * 0.22 : x + 6;
  for (let r = 0; r < rows; r++) {
    const y = bandTop + r * t.floorH;
    if (t.style !== 'glass') glass += d`M${x0} ${y + t.floorH * 0.5}H${x + w - 4}`;
    for (let k = 0; k < cols; k++) {
      if (rng.chance(sky.lit))
        lights +=
          t.style === 'glass'
            ? run(x + 6 + k * colW, y + t.floorH / 2, colW)
            : run(x0 + k * colW, y + t.floorH / 2, winW);
    }
    const sy = y + t.floorH * 0.22;
    const k1 = slope(sy);
    sideGlass += d`M${x + w + 4} ${sy}L${x + w + depth - 4} ${sy + k1 * ((depth - 8) / depth)}v${t.floorH * 0.5}L${x + w + 4} ${sy + t.floorH * 0.5}z`;
  }
  const dash = { 'stroke-dasharray': `${num(winW)} ${num(colW - winW)}`, 'stroke-linecap': 'butt' };
  const butt = { 'stroke-linecap': 'butt' };
  c.add(
    stroke(glass, rows > 1 ? gl : sky.glass[0], winH, dash),
    stroke(lights, LIT, t.style === 'glass' ? t.floorH * 0.7 : winH, butt),
    path(sideGlass, shade(sky.glass[0], 0.35)),
  );
  if (t.style === 'glass') {
    let fins = '';
    for (let r = 0; r <= rows; r++) fins += d`M${x + 6} ${bandTop + r * t.floorH - 2}H${x + w - 6}`;
    for (let k = 0; k <= cols; k++) fins += d`M${x + 6 + k * colW} ${bandTop - 4}V${bandTop + rows * t.floorH}`;
    c.add(stroke(fins, wall, 2.4, { 'stroke-linecap': 'butt' }));
  }
  if (sky.lit < 0.3) {
    const clip = c.clip(rect(x, top, w, bottom - top, '#000'));
    c.add(
      group(poly([x + w * 0.35, top, x + w * 0.62, top, x + w * 0.1, bottom, x - w * 0.2, bottom], '#ffffff'), {
        'clip-path': clip,
        opacity: 0.13,
      }),
    );
  }
  const trim = lit(sky, shade(t.wall, 0.3));
  if (t.crown === 0) c.add(rect(x - 3, top - 7, w + 6, 8, trim));
  if (t.crown === 1)
    c.add(
      stroke(d`M${x + w * 0.7} ${top - 22}v-34`, trim, 2),
      rect(x + w * 0.5, top - 22, w * 0.32, 22, trim),
      rect(x - 3, top - 5, w + 6, 6, trim),
    );
  if (t.crown === 2)
    c.add(
      poly([x, top + 1, x + w, top - 34, x + w, top + 1], lit(sky, look.accent)),
      poly(
        [x + w, top - 34, x + w + depth, top - 34 + slope(top), x + w + depth, top + slope(top), x + w, top + 1],
        shade(lit(sky, look.accent), 0.3),
      ),
    );
  if (t.crown === 3)
    c.add(rect(x + w * 0.12, top - 14, w * 0.76, 15, wall), rect(x + w * 0.3, top - 28, w * 0.4, 15, trim));
  if (t.sign) {
    const accent = lit(sky, look.accent);
    c.add(
      rect(x + w * 0.16, top + 12, w * 0.68, 24, sky.lit > 0.3 ? tint(look.accent, 0.15) : accent, { rx: 3 }),
      circle(x + w * 0.16 + 14, top + 24, 7, '#ffffff'),
      rect(x + w * 0.16 + 28, top + 21.5, w * 0.68 - 44, 5, '#ffffff', { rx: 2.5, opacity: 0.9 }),
    );
  }
}

function cityBackdrop(c: Canvas, rng: Rng, sky: Sky, base: number): void {
  c.add(rect(0, 0, c.w, base + 2, skyFill(c, sky)));
  if (sky.key === 'night') stars(c, rng, c.w, base * 0.6, 40);
  sunDisc(
    c,
    rng.range(c.w * 0.08, c.w * 0.92),
    base * sky.sunY,
    sky.key === 'night' ? 22 : 30,
    sky.sun,
    sky.key === 'night',
  );
  clouds(c, rng, sky.cloud, c.w, base * 0.45, rng.int(2, 4));
  c.add(path(skylineData(rng, -10, c.w + 10, base, 40, 150, 26, 64), sky.haze));
  if (sky.lit > 0.3) {
    let win = '';
    for (let i = 0; i < 40; i++) win += run(rng.range(0, c.w), base - rng.range(6, 120), 3);
    c.add(stroke(win, LIT, 4, { 'stroke-linecap': 'butt', opacity: 0.5 }));
  }
}

const GROUND = 480;

function street(c: Canvas, rng: Rng, sky: Sky): void {
  const night = sky.lit > 0.3;
  c.add(
    rect(0, GROUND, 800, 32, lit(sky, '#d9d3c7')),
    rect(0, GROUND + 32, 800, 6, lit(sky, '#a8a29e')),
    rect(0, GROUND + 38, 800, 90, lit(sky, '#4b5160')),
  );
  c.add(
    stroke(d`M-20 ${GROUND + 82}H820`, lit(sky, '#f1f5f9'), 4, {
      'stroke-dasharray': '44 36',
      'stroke-linecap': 'butt',
      opacity: 0.8,
    }),
  );
  c.add(
    car(
      rng.range(20, 280),
      GROUND + 112,
      1,
      lit(sky, rng.pick(['#dc2626', '#f8fafc', '#1e293b', '#2563eb', '#a3a3a3'])),
      night,
    ),
  );
  if (rng.chance(0.6))
    c.add(
      car(
        rng.range(480, 660),
        GROUND + 76,
        0.85,
        lit(sky, rng.pick(['#facc15', '#0f766e', '#e5e7eb', '#7c3aed'])),
        night,
      ),
    );
}

function hotelScene(c: Canvas, rng: Rng, look: Look): void {
  const sky = look.sky;
  cityBackdrop(c, rng, sky, GROUND);
  const boutique = rng.chance(0.3);
  const w = boutique ? rng.range(360, 420) : rng.range(190, 230);
  const x = 400 - w / 2 + rng.range(-70, 70) * (boutique ? 0.4 : 1);
  const top = boutique ? rng.range(230, 280) : rng.range(100, 160);
  const podium = GROUND - 58;
  let left = x;
  let right = x + w + 34;
  if (look.towers > 1 && !boutique) {
    const w2 = rng.range(130, 160);
    const x2 = rng.chance(0.5) ? x - w2 + 20 : x + w + 6;
    left = Math.min(left, x2);
    right = Math.max(right, x2 + w2 + 26);
    tower(c, rng, look, sky, {
      x: x2,
      top: top + rng.range(60, 120),
      w: w2,
      bottom: podium,
      depth: 26,
      wall: look.wall2,
      floorH: 28,
      sign: false,
      crown: 0,
      style: look.style,
    });
  }
  tower(c, rng, look, sky, {
    x,
    top,
    w,
    bottom: podium,
    depth: 34,
    wall: look.wall,
    floorH: 28,
    sign: true,
    crown: look.crown,
    style: look.style,
  });
  const px = Math.max(10, left - 50);
  const pw = Math.min(790, right + 50) - px;
  const night = sky.lit > 0.3;
  const warm = night
    ? c.lin([
        [0, '#ffe3a0'],
        [1, '#f3a952'],
      ])
    : c.lin([
        [0, lit(sky, '#4a5468')],
        [1, lit(sky, '#9c8766')],
      ]);
  c.add(rect(px, podium, pw, 58, lit(sky, shade(look.wall, 0.08))), rect(px + 10, podium + 16, pw - 20, 42, warm));
  c.add(
    stroke(d`M${px + 37} ${podium + 37}H${px + pw - 12}`, lit(sky, look.trim), 42, {
      'stroke-dasharray': '2 26',
      'stroke-linecap': 'butt',
    }),
    rect(px - 4, podium - 6, pw + 8, 8, lit(sky, look.trim)),
  );
  const cx = x + w / 2;
  c.add(
    rect(cx - 84, podium + 8, 168, 11, lit(sky, shade(look.accent, 0.1)), { rx: 2 }),
    rect(cx - 78, podium + 19, 156, 2.5, night ? '#fff1c4' : tint(look.accent, 0.5)),
    rect(cx - 74, podium + 20, 4, 38, lit(sky, look.trim)),
    rect(cx + 70, podium + 20, 4, 38, lit(sky, look.trim)),
  );
  const fx = px + 16;
  c.add(stroke(d`M${fx} ${GROUND}v-118M${fx + 22} ${GROUND}v-112M${fx + 44} ${GROUND}v-118`, '#cbd5e1', 2));
  c.add(
    rect(fx + 1, GROUND - 117, 8, 16, '#008751'),
    rect(fx + 9, GROUND - 117, 8, 16, '#ffffff'),
    rect(fx + 17, GROUND - 117, 8, 16, '#008751'),
  );
  c.add(
    rect(fx + 23, GROUND - 111, 24, 16, lit(sky, look.accent)),
    rect(fx + 45, GROUND - 117, 24, 16, lit(sky, look.wall2)),
  );
  const [dark, light] = [lit(sky, '#2f6b3a'), lit(sky, '#5a9a46')];
  c.add(bushes(px + 80, cx - 90, GROUND, 11, dark, light), bushes(cx + 96, px + pw, GROUND, 11, dark, light));
  street(c, rng, sky);
  const cones = c.lin([
    [0, LIT, 0.35],
    [1, LIT, 0],
  ]);
  c.add(
    lamp(rng.range(280, 330), GROUND + 30, 120, night, cones),
    lamp(rng.range(560, 620), GROUND + 30, 120, night, cones),
  );
  c.add(
    palm(
      px - 6,
      GROUND + 6,
      rng.range(170, 210),
      rng.range(-20, 10),
      lit(sky, '#8a6a4a'),
      lit(sky, '#4f9a3f'),
      lit(sky, '#2f6b34'),
    ),
  );
  c.add(
    palm(
      px + pw + 8,
      GROUND + 6,
      rng.range(150, 200),
      rng.range(-10, 25),
      lit(sky, '#8a6a4a'),
      lit(sky, '#4f9a3f'),
      lit(sky, '#2f6b34'),
    ),
  );
}

function balconies(
  c: Canvas,
  rng: Rng,
  look: Look,
  sky: Sky,
  x: number,
  w: number,
  y: number,
  fh: number,
  rows: number,
): void {
  const units = Math.max(1, Math.round(w / 110));
  const uw = w / units;
  const metal = rng.chance(0.5);
  const gl =
    rows > 1
      ? c.lin([
          [0, sky.glass[0]],
          [1, sky.glass[1]],
        ])
      : sky.glass[0];
  const dash = (on: number, width: number, more: Attrs = {}): Attrs => ({
    'stroke-dasharray': `${num(on)} ${num(uw - on)}`,
    'stroke-linecap': 'butt',
    'stroke-width': width,
    ...more,
  });
  let doors = '';
  let slabs = '';
  let rails = '';
  let tops = '';
  let lights = '';
  let plants = '';
  let acs = '';
  for (let r = 0; r < rows; r++) {
    const fy = y + r * fh;
    doors += d`M${x + uw * 0.2} ${fy + 9 + (fh - 15) / 2}H${x + w}`;
    for (let u = 0; u < units; u++) {
      const ux = x + u * uw;
      if (rng.chance(sky.lit)) lights += run(ux + uw * 0.2, fy + 9 + (fh - 15) / 2, uw * 0.6);
      if (r < rows - 1 && rng.chance(0.35)) plants += dot(ux + uw * rng.range(0.2, 0.8), fy + fh - 24, rng.range(5, 8));
      if (rng.chance(0.3)) acs += box(ux + uw - 20, fy + 12, 14, 10);
    }
    if (r === rows - 1) continue;
    slabs += d`M${x + 4} ${fy + fh - 3.5}H${x + w}`;
    rails += d`M${x + 6} ${fy + fh - 15.5}H${x + w}`;
    tops += d`M${x + 6} ${fy + fh - 24}H${x + w}`;
  }
  c.add(
    path(doors, 'none', { stroke: gl, ...dash(uw * 0.6, fh - 15) }),
    stroke(lights, LIT, fh - 15, { 'stroke-linecap': 'butt' }),
    path(acs, lit(sky, '#e5e7eb')),
    path(plants, lit(sky, '#3f7d3a')),
  );
  const trim = lit(sky, look.trim);
  if (metal) c.add(path(rails, 'none', { stroke: trim, 'stroke-width': 17, 'stroke-dasharray': '1.4 4.6' }));
  else c.add(path(rails, 'none', { stroke: '#d9eef8', opacity: 0.45, ...dash(uw - 12, 17) }));
  c.add(path(tops, 'none', { stroke: trim, ...dash(uw - 12, 2.2) }));
  c.add(path(slabs, 'none', { stroke: lit(sky, tint(look.wall, 0.55)), ...dash(uw - 8, 7) }));
}

function apartmentScene(c: Canvas, rng: Rng, look: Look): void {
  const sky = look.sky;
  cityBackdrop(c, rng, sky, GROUND);
  const fh = 46;
  const n = look.floors;
  const w = rng.range(400, 470);
  const x = 400 - w / 2 + rng.range(-40, 40);
  const top = GROUND - n * fh;
  const wall = lit(sky, look.wall);
  c.add(
    poly([x + w, top, x + w + 40, top + 12, x + w + 40, GROUND, x + w, GROUND], shade(wall, 0.22)),
    rect(x, top, w, GROUND - top, wall),
  );
  let floorLines = '';
  for (let f = 1; f < n; f++) floorLines += box(x, top + f * fh - 3, w, 3);
  c.add(path(floorLines, shade(wall, 0.1)));
  const coreW = 58;
  const coreX = x + w * rng.pick([0.28, 0.5, 0.62]) - coreW / 2;
  const core = lit(sky, look.wall2);
  c.add(rect(coreX, top - 18, coreW, GROUND - top + 18, core));
  let slits = '';
  for (let f = 0; f < n; f++) slits += box(coreX + 22, top + f * fh + 8, 14, fh - 18);
  c.add(path(slits, shade(core, 0.35)));
  balconies(c, rng, look, sky, x + 6, coreX - x - 10, top, fh, n);
  balconies(c, rng, look, sky, coreX + coreW + 4, x + w - coreX - coreW - 10, top, fh, n);
  const trim = lit(sky, look.trim);
  c.add(rect(x - 4, top - 8, w + 8, 9, trim), rect(coreX - 3, top - 22, coreW + 6, 5, trim));
  let tanks = '';
  for (const tx of [x + 24, x + 54, x + w - 60]) tanks += d`M${tx} ${top - 8}v-26a13 4 0 0 1 26 0v26z`;
  c.add(path(tanks, lit(sky, rng.pick(['#1f2937', '#1e3a8a', '#111827']))));
  c.add(
    poly(
      [x + w - 160, top - 8, x + w - 96, top - 8, x + w - 106, top - 26, x + w - 150, top - 26],
      lit(sky, '#1e3a5f'),
    ),
  );
  const fence = lit(sky, rng.pick(['#efe7da', '#d6c7ad', '#e5e7eb', '#c9b79c']));
  c.add(
    tree(x - 20, GROUND, rng.range(34, 44), lit(sky, GREENS[0]), lit(sky, '#5a9a46')),
    tree(x + w + 40, GROUND, rng.range(30, 42), lit(sky, GREENS[2]), lit(sky, '#6aa84f')),
  );
  c.add(rect(0, GROUND - 38, 800, 38, fence), rect(0, GROUND - 43, 800, 6, shade(fence, 0.2)));
  let pillars = '';
  for (let px = 20; px < 800; px += 110) pillars += box(px, GROUND - 48, 16, 48);
  c.add(path(pillars, shade(fence, 0.08)));
  const gx = coreX + coreW / 2 - 60;
  let bars = box(gx, GROUND - 46, 120, 46);
  c.add(path(bars, lit(sky, '#23262e')));
  bars = '';
  for (let bx = gx + 8; bx < gx + 118; bx += 8) bars += d`M${bx} ${GROUND - 42}V${GROUND - 4}`;
  c.add(stroke(bars, lit(sky, '#4b5060'), 2, { 'stroke-linecap': 'butt' }));
  street(c, rng, sky);
  c.add(
    palm(
      rng.range(30, 90),
      GROUND + 8,
      rng.range(150, 190),
      rng.range(-5, 25),
      lit(sky, '#8a6a4a'),
      lit(sky, '#4f9a3f'),
      lit(sky, '#2f6b34'),
    ),
  );
}

function villa(c: Canvas, sky: Sky, look: Look, x: number, base: number, w: number, h: number, roofH: number): void {
  const wall = lit(sky, look.wall);
  const roof = lit(sky, look.roof);
  c.add(rect(x, base - h, w, h, wall));
  const n = Math.max(2, Math.round(w / 44));
  const gap = w / n;
  let doors = '';
  for (let i = 0; i < n; i++)
    doors += d`M${x + i * gap + gap * 0.25} ${base}v${-h * 0.62}a${gap * 0.25} ${gap * 0.25} 0 0 1 ${gap * 0.5} 0v${h * 0.62}z`;
  c.add(
    path(
      doors,
      sky.lit > 0.1
        ? c.lin([
            [0, '#ffe3a0'],
            [1, '#e89a4a'],
          ])
        : lit(sky, shade(look.wall2, 0.55)),
    ),
  );
  c.add(
    poly(
      [x - 16, base - h + 4, x + w + 16, base - h + 4, x + w - 20, base - h - roofH, x + 20, base - h - roofH],
      roof,
    ),
  );
  let thatch = '';
  for (let i = 1; i < 6; i++)
    thatch += d`M${x - 16 + (i * (w + 32)) / 6} ${base - h + 2}L${x + 20 + (i * (w - 40)) / 6} ${base - h - roofH + 4}`;
  c.add(
    stroke(thatch, shade(roof, 0.25), 1.5, { opacity: 0.6 }),
    rect(x - 16, base - h + 1, w + 32, 4, shade(roof, 0.3)),
  );
  c.add(
    stroke(d`M${x + 4} ${base}v${-h + 4}M${x + w - 4} ${base}v${-h + 4}`, lit(sky, look.wood), 5, {
      'stroke-linecap': 'butt',
    }),
  );
}

function water(
  c: Canvas,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  top: string,
  bottom: string,
): void {
  c.add(
    rect(
      x,
      y,
      w,
      h,
      c.lin([
        [0, top],
        [1, bottom],
      ]),
      { rx },
    ),
  );
  let waves = '';
  for (let i = 0; i < 7; i++) {
    const wx = x + rng.range(0.05, 0.75) * w;
    const wy = y + rng.range(0.15, 0.85) * h;
    const ww = rng.range(30, 70);
    waves += d`M${wx} ${wy}q${ww / 4} -5 ${ww / 2} 0t${ww / 2} 0`;
  }
  c.add(stroke(waves, '#ffffff', 2, { opacity: 0.55 }));
}

function resortScene(c: Canvas, rng: Rng, look: Look): void {
  const sky = look.sky;
  const H = 300;
  c.add(rect(0, 0, 800, H + 60, skyFill(c, sky)));
  if (sky.key === 'night') stars(c, rng, 800, H * 0.6, 40);
  sunDisc(c, rng.range(80, 720), H * sky.sunY, sky.key === 'night' ? 22 : 30, sky.sun, sky.key === 'night');
  clouds(c, rng, sky.cloud, 800, H * 0.5, rng.int(2, 4));
  if (look.sea) {
    c.add(
      rect(
        0,
        H,
        800,
        80,
        c.lin([
          [0, lit(sky, '#4fb3d9')],
          [1, lit(sky, '#1f7fb0')],
        ]),
      ),
    );
    c.add(
      path(
        smooth(
          [
            [480, H],
            [560, H - 26],
            [640, H - 34],
            [720, H - 14],
            [780, H],
          ],
          H + 1,
        ),
        lit(sky, mix(sky.haze, '#3d6b4f', 0.4)),
      ),
    );
  } else {
    c.add(
      path(
        smooth(
          [
            [-20, H - 10],
            [140, H - 70],
            [320, H - 30],
            [520, H - 90],
            [700, H - 40],
            [820, H - 60],
          ],
          H + 80,
        ),
        lit(sky, mix(sky.haze, '#4f7d56', 0.45)),
      ),
    );
  }
  c.add(rect(0, H + 60, 800, 240, lit(sky, '#6f9f55')));
  c.add(
    path(
      smooth(
        [
          [-20, H + 70],
          [200, H + 40],
          [420, H + 58],
          [620, H + 36],
          [820, H + 62],
        ],
        H + 120,
      ),
      lit(sky, '#5c8f48'),
    ),
  );
  const base = 438;
  for (const px of [rng.range(140, 220), rng.range(330, 470), rng.range(580, 700)])
    c.add(
      palm(
        px,
        base - 40,
        rng.range(120, 160),
        rng.range(-25, 25),
        lit(sky, '#8a6a4a'),
        lit(sky, '#58a145'),
        lit(sky, '#326b35'),
      ),
    );
  const mw = rng.range(200, 300);
  const mx = 400 - mw / 2 + rng.range(-40, 40);
  if (rng.chance(0.8)) villa(c, sky, look, rng.range(10, 50), base - 14, rng.range(110, 150), 50, 34);
  if (rng.chance(0.8)) villa(c, sky, look, 800 - rng.range(150, 190), base - 14, rng.range(110, 150), 50, 34);
  villa(c, sky, look, mx, base, mw, rng.range(56, 76), rng.range(44, 64));
  c.add(rect(0, base, 800, 162, lit(sky, rng.pick(['#efe4d0', '#e8dcc8', '#f3ede2', '#e2d3bd']))));
  c.add(bushes(0, 800, base + 4, 10, lit(sky, '#2f6b3a'), lit(sky, '#5a9a46')));
  const pw = rng.range(420, 600);
  const px = 400 - pw / 2 + rng.range(-60, 60);
  const round = rng.range(14, 44);
  c.add(rect(px - 10, 478, pw + 20, 104, lit(sky, '#f8f5ef'), { rx: round + 6 }));
  water(c, rng, px, 486, pw, 88, round, lit(sky, '#6ddbe8'), lit(sky, '#1c93c0'));
  if (rng.chance(0.5)) {
    const jx = px < 300 ? px + pw + 60 : px - 60;
    c.add(circle(jx, 530, 40, lit(sky, '#f8f5ef')), circle(jx, 530, 32, lit(sky, '#4cc3dd')));
  }
  const cushion = lit(sky, tint(look.accent, 0.25));
  const umbrellaColor = lit(sky, rng.pick([look.accent, '#f8fafc', '#f59e0b', '#0f766e']));
  for (let lx = px + 10; lx < px + pw - 60; lx += rng.range(90, 130))
    c.add(lounger(lx, 470, 0.9, lit(sky, '#f8fafc'), cushion));
  c.add(umbrella(px + pw * 0.25, 470, 0.8, umbrellaColor), umbrella(px + pw * 0.75, 470, 0.8, umbrellaColor));
  c.add(palm(-10, 610, 300, 60, lit(sky, '#7a5a3c'), lit(sky, '#4f9a3f'), lit(sky, '#2b6130')));
  c.add(palm(800, 620, 280, -50, lit(sky, '#7a5a3c'), lit(sky, '#4f9a3f'), lit(sky, '#2b6130')));
}

function poolScene(c: Canvas, rng: Rng, look: Look, type: PropertyKind, calmLeft = false): void {
  const sky = look.day;
  const H = 270;
  c.add(rect(0, 0, 800, H + 40, skyFill(c, sky)));
  sunDisc(c, rng.range(420, 700), H * sky.sunY, 30, sky.sun, false);
  clouds(c, rng, sky.cloud, 800, H * 0.55, 3);
  if (type === 'hotel') {
    tower(c, rng, look, sky, {
      x: 470,
      top: 30,
      w: 260,
      bottom: H + 40,
      depth: 40,
      wall: look.wall,
      floorH: 30,
      sign: true,
      crown: 0,
      style: look.style,
    });
  } else {
    c.add(
      rect(
        0,
        H,
        800,
        50,
        c.lin([
          [0, '#5ab8dc'],
          [1, '#2a8fbf'],
        ]),
      ),
    );
    c.add(
      path(
        smooth(
          [
            [80, H],
            [160, H - 22],
            [260, H - 30],
            [340, H],
          ],
          H + 1,
        ),
        mix(sky.haze, '#3d6b4f', 0.5),
      ),
    );
  }
  c.add(bushes(-10, 810, H + 52, 18, GREENS[0], '#5a9a46'));
  c.add(
    rect(
      0,
      H + 40,
      800,
      600 - H,
      c.lin([
        [0, '#efe6d6'],
        [1, '#d9cbb2'],
      ]),
    ),
  );
  c.add(poly([150, 332, 650, 332, 880, 610, -80, 610], '#f7f3ea'));
  c.add(
    poly(
      [166, 344, 634, 344, 850, 610, -50, 610],
      c.lin([
        [0, '#8ae3ec'],
        [0.5, '#3cb6d8'],
        [1, '#1486b8'],
      ]),
    ),
  );
  let waves = '';
  for (let i = 0; i < 9; i++) {
    const t = rng.range(0.08, 0.95);
    const y = 344 + t * 266;
    const half = 234 + t * 216;
    const wx = 400 + rng.range(-0.7, 0.5) * half;
    const ww = 40 + t * 80;
    waves += d`M${wx} ${y}q${ww / 4} ${-4 - 4 * t} ${ww / 2} 0t${ww / 2} 0`;
  }
  c.add(stroke(waves, '#ffffff', 2.4, { opacity: 0.55 }));
  c.add(stroke(d`M640 470q14 -40 0 -80M662 470q14 -40 0 -80M640 440h22M640 410h22`, '#cbd5e1', 3));
  const cushion = tint(look.accent, 0.2);
  for (const lx of [40, 130]) c.add(lounger(lx + (calmLeft ? 520 : 0), 340, 0.8, '#f8fafc', cushion));
  c.add(umbrella(calmLeft ? 620 : 110, 340, 0.75, look.accent));
  c.add(lounger(660, 340, 0.8, '#f8fafc', cushion));
  c.add(pottedPlant(760, 600, 1.6, lit(sky, look.wood), '#2f6b3a', '#4f9a3f'));
  if (!calmLeft) {
    c.add(palm(30, 600, 360, 40, '#7a5a3c', '#4f9a3f', '#2b6130'));
    c.add(pottedPlant(120, 600, 1.2, '#e7e5e4', '#2f6b3a', '#4f9a3f'));
  }
}

function gardenScene(c: Canvas, rng: Rng, look: Look): void {
  const sky = look.day;
  c.add(rect(0, 0, 800, 400, skyFill(c, sky)));
  sunDisc(c, rng.range(80, 720), 70, 26, sky.sun, false);
  clouds(c, rng, sky.cloud, 800, 80, 2);
  const base = 380;
  const wall = lit(sky, look.wall);
  c.add(rect(-10, 90, 820, base - 90, wall));
  let lines = '';
  for (let y = 150; y < base; y += 60) lines += box(-10, y - 3, 820, 3);
  c.add(path(lines, shade(wall, 0.1)));
  balconies(c, rng, look, sky, 0, 800, 90, 60, 4);
  c.add(rect(-10, 82, 820, 10, lit(sky, look.trim)));
  c.add(
    rect(
      0,
      base,
      800,
      220,
      c.lin([
        [0, '#7fb35e'],
        [1, '#4f8f3e'],
      ]),
    ),
  );
  c.add(bushes(-10, 810, base + 6, 14, GREENS[0], '#5a9a46'));
  c.add(path(d`M330 600C360 520 470 470 440 ${base + 4}H500C540 460 470 530 500 600Z`, '#e7dcc6'));
  c.add(tree(120, 520, 46, GREENS[0], '#6aa84f'), tree(690, 500, 40, GREENS[3], '#7cb55a'));
  let flowers = '';
  for (let i = 0; i < 40; i++) flowers += dot(rng.range(560, 790), rng.range(540, 590), rng.range(3, 5));
  c.add(bushes(540, 810, 600, 14, GREENS[2], '#4f9a3f'), path(flowers, rng.pick(['#f472b6', '#fbbf24', '#f87171'])));
  const px = 210;
  c.add(
    rect(px, 420, 150, 8, look.wood),
    stroke(d`M${px + 8} 428v60M${px + 142} 428v60`, look.wood, 6, { 'stroke-linecap': 'butt' }),
    rect(px - 6, 412, 162, 10, lit(sky, look.roof), { rx: 2 }),
  );
  c.add(
    rect(px + 14, 462, 122, 8, look.wood, { rx: 2 }),
    rect(px + 18, 440, 114, 6, look.wood, { rx: 2 }),
    stroke(d`M${px + 20} 470v18M${px + 130} 470v18`, '#374151', 3),
  );
  c.add(lamp(610, 520, 110, false), pottedPlant(40, 600, 1.3, lit(sky, look.wall2), GREENS[0], '#4f9a3f'));
}

const SKIN = ['#8d5524', '#6b3e26', '#a0673f', '#5a3420'] as const;

interface Figure {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  style: 'short' | 'afro' | 'long' | 'bun' | 'wrap';
  dress?: boolean;
  back?: boolean;
}

function person(
  x: number,
  foot: number,
  s: number,
  f: Figure,
  handL: readonly [number, number] = [0, 0],
  handR: readonly [number, number] = [0, 0],
): string {
  const y = (v: number): number => foot - v * s;
  const hx = (v: number): number => x + v * s;
  let out = '';
  if (f.style === 'afro') out += circle(x, y(178), 20 * s, f.hair);
  if (f.style === 'long') out += rect(hx(-17), y(190), 34 * s, 52 * s, f.hair, { rx: 14 * s });
  out += stroke(d`M${hx(-8)} ${y(86)}L${hx(-9)} ${y(6)}M${hx(8)} ${y(86)}L${hx(9)} ${y(6)}`, f.bottom, 15 * s);
  out += ellipse(hx(-10), y(3), 10 * s, 5 * s, '#2b2b2b') + ellipse(hx(10), y(3), 10 * s, 5 * s, '#2b2b2b');
  const lh: [number, number] = [hx(-27 + handL[0]), y(88 + handL[1])];
  const rh: [number, number] = [hx(27 + handR[0]), y(88 + handR[1])];
  out += stroke(
    d`M${hx(-19)} ${y(146)}Q${hx(-26)} ${y(120)} ${lh[0]} ${lh[1]}M${hx(19)} ${y(146)}Q${hx(26)} ${y(120)} ${rh[0]} ${rh[1]}`,
    f.top,
    11 * s,
  );
  out += path(dot(lh[0], lh[1], 5.5 * s) + dot(rh[0], rh[1], 5.5 * s), f.skin);
  out += path(
    d`M${hx(-22)} ${y(150)}Q${hx(-25)} ${y(118)} ${hx(-18)} ${y(84)}H${hx(18)}Q${hx(25)} ${y(118)} ${hx(22)} ${y(150)}Q${x} ${y(157)} ${hx(-22)} ${y(150)}z`,
    f.top,
  );
  if (f.dress) out += poly([hx(-18), y(100), hx(18), y(100), hx(30), y(40), hx(-30), y(40)], f.top);
  out += rect(hx(-5), y(164), 10 * s, 16 * s, f.skin);
  out += circle(x, y(172), 14 * s, f.back ? (f.style === 'wrap' ? '#1f1a17' : f.hair) : f.skin);
  if (!f.back || f.style === 'wrap') {
    out += path(
      d`M${hx(-14.5)} ${y(170)}A${14.5 * s} ${14.5 * s} 0 0 1 ${hx(14.5)} ${y(170)}Q${x} ${y(181)} ${hx(-14.5)} ${y(170)}z`,
      f.hair,
    );
  }
  if (f.style === 'bun') out += circle(x, y(190), 8 * s, f.hair);
  if (f.style === 'wrap')
    out += path(
      d`M${hx(-16)} ${y(168)}Q${hx(-34)} ${y(196)} ${hx(-6)} ${y(204)}Q${hx(10)} ${y(214)} ${hx(30)} ${y(200)}Q${hx(26)} ${y(180)} ${hx(16)} ${y(166)}Q${x} ${y(176)} ${hx(-16)} ${y(168)}z`,
      f.hair,
    );
  return out;
}

interface Room {
  wall: string;
  side: string;
  ceiling: string;
  floor: string;
}

const E = 250;
const B = 430;

function roomShell(c: Canvas, r: Room, planks: boolean): void {
  const left = 100;
  const right = 700;
  c.add(rect(0, 0, 800, 600, r.side));
  c.add(poly([0, -20, 800, -20, right, 70, left, 70], r.ceiling));
  c.add(
    poly(
      [
        0,
        B + (left * (B - E)) / (400 - left),
        left,
        B,
        right,
        B,
        800,
        B + ((800 - right) * (B - E)) / (right - 400),
        800,
        600,
        0,
        600,
      ],
      r.floor,
    ),
  );
  c.add(rect(left, 70, right - left, B - 70, r.wall));
  let lines = '';
  for (let x = left; x <= right; x += planks ? 30 : 60) {
    const ex = 400 + ((x - 400) * (600 - E)) / (B - E);
    lines += d`M${x} ${B}L${ex} 600`;
  }
  if (!planks) for (const y of [462, 505, 565]) lines += d`M0 ${y}H800`;
  c.add(
    stroke(lines, shade(r.floor, 0.25), 1.2, { opacity: 0.35 }),
    rect(left, B - 8, right - left, 8, shade(r.wall, 0.12)),
  );
}

function windowView(c: Canvas, rng: Rng, sky: Sky, x: number, y: number, w: number, h: number, frame: string): void {
  c.add(rect(x, y, w, h, skyFill(c, sky)));
  sunDisc(c, x + w * rng.range(0.25, 0.75), y + h * 0.3, Math.min(w, h) * 0.06, sky.sun, sky.key === 'night');
  const clip = c.clip(rect(x, y, w, h, '#000'));
  c.add(
    group(
      path(skylineData(rng, x, x + w, y + h, h * 0.1, h * 0.45, w * 0.06, w * 0.16), sky.haze) +
        (sky.lit > 0.3 ? path(skylineData(rng, x, x + w, y + h, 4, 8, 2, 4), LIT, { opacity: 0.5 }) : ''),
      { 'clip-path': clip },
    ),
  );
  c.add(
    rect(x, y, w, h, 'none', { stroke: frame, 'stroke-width': 10 }),
    stroke(d`M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.62}H${x + w}`, frame, 6, { 'stroke-linecap': 'butt' }),
  );
}

function glow(c: Canvas, x: number, y: number, r: number, opacity = 0.5, color = LIT): string {
  return circle(
    x,
    y,
    r,
    c.rad([
      [0, color, opacity],
      [1, color, 0],
    ]),
  );
}

function pendant(x: number, drop: number, r: number, shadeColor: string, glow: string): string {
  return (
    stroke(d`M${x} 0V${drop}`, '#3a3a3a', 1.5) +
    glow +
    path(d`M${x - r} ${drop + r * 0.9}a${r} ${r} 0 0 1 ${2 * r} 0z`, shadeColor) +
    ellipse(x, drop + r * 0.9, r * 0.9, r * 0.18, '#fff3c4')
  );
}

function sofa(x: number, y: number, w: number, color: string, cushion: string): string {
  return (
    rect(x + 10, y - 78, w - 20, 46, shade(color, 0.1), { rx: 12 }) +
    rect(x + 30, y - 70, 34, 30, cushion, { rx: 7 }) +
    rect(x + w - 64, y - 70, 34, 30, cushion, { rx: 7 }) +
    rect(x + 10, y - 42, w - 20, 26, color, { rx: 8 }) +
    rect(x, y - 58, 22, 44, shade(color, 0.18), { rx: 9 }) +
    rect(x + w - 22, y - 58, 22, 44, shade(color, 0.18), { rx: 9 }) +
    stroke(d`M${x + 14} ${y - 16}v14M${x + w - 14} ${y - 16}v14`, '#3b2f2a', 4, { 'stroke-linecap': 'butt' })
  );
}

function art(c: Canvas, rng: Rng, x: number, y: number, w: number, h: number, colors: readonly string[]): void {
  c.add(rect(x - 6, y - 6, w + 12, h + 12, '#3b3b3b'), rect(x, y, w, h, '#f5f1e8'));
  const clip = c.clip(rect(x, y, w, h, '#000'));
  const a = rng.pick(colors);
  const b = rng.pick(colors);
  c.add(
    group(
      circle(x + w * rng.range(0.25, 0.75), y + h * 0.45, h * 0.28, a) +
        path(
          smooth(
            [
              [x, y + h * 0.7],
              [x + w * 0.35, y + h * 0.5],
              [x + w * 0.7, y + h * 0.75],
              [x + w, y + h * 0.6],
            ],
            y + h,
          ),
          b,
          { opacity: 0.85 },
        ),
      { 'clip-path': clip },
    ),
  );
}

function lobbyScene(c: Canvas, rng: Rng, look: Look): void {
  const wall = tint(look.wall, 0.25);
  roomShell(
    c,
    {
      wall,
      side: shade(wall, 0.12),
      ceiling: shade(wall, 0.3),
      floor: rng.pick(['#d9d2c5', '#c8b9a3', '#e6e1d8', '#b8a48a']),
    },
    false,
  );
  c.add(
    poly([0, 40, 80, 96, 80, 420, 0, 470], skyFill(c, look.sky)),
    poly([0, 40, 80, 96, 80, 420, 0, 470], 'none', { stroke: look.trim, 'stroke-width': 6 }),
  );
  c.add(stroke('M40 68V445', look.trim, 4));
  const feature = shade(look.wall2, 0.1);
  c.add(rect(250, 70, 300, 360, feature));
  let slats = '';
  for (let x = 262; x < 550; x += 16) slats += d`M${x} 70V430`;
  c.add(stroke(slats, shade(feature, 0.2), 3, { 'stroke-linecap': 'butt', opacity: 0.5 }));
  c.add(
    circle(400, 230, 42, look.accent),
    circle(400, 230, 30, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }),
  );
  c.add(
    person(440, 426, 0.75, {
      skin: rng.pick(SKIN),
      hair: '#1f1a17',
      top: look.trim === '#f8fafc' ? '#1e293b' : look.trim,
      bottom: '#1e293b',
      style: rng.pick(['short', 'bun', 'afro'] as const),
    }),
  );
  c.add(rect(290, 350, 220, 80, look.accent), rect(282, 340, 236, 12, '#f4f1ec', { rx: 3 }));
  let flutes = '';
  for (let x = 300; x < 510; x += 12) flutes += d`M${x} 356V428`;
  c.add(stroke(flutes, shade(look.accent, 0.25), 2, { opacity: 0.6 }));
  for (const [x, drop] of [
    [190, 170],
    [300, 120],
    [500, 120],
    [610, 170],
  ] as const)
    c.add(pendant(x, drop, 16, look.accent, glow(c, x, drop + 40, 60, 0.45)));
  c.add(ellipse(400, 540, 260, 46, tint(look.accent, 0.55), { opacity: 0.8 }));
  c.add(sofa(110, 560, 190, rng.pick(['#e7e0d3', '#cfc6b8', '#5b6475', '#b08968']), tint(look.accent, 0.2)));
  c.add(sofa(500, 560, 190, rng.pick(['#e7e0d3', '#cfc6b8', '#5b6475', '#b08968']), tint(look.accent, 0.2)));
  c.add(
    rect(368, 520, 64, 28, shade(look.wood, 0.3)),
    ellipse(400, 520, 70, 14, look.wood),
    rect(393, 492, 14, 28, '#f8fafc', { rx: 4 }),
    path(leaf(395, 492, 380, 462, 6) + leaf(395, 492, 412, 466, 6), GREENS[1]),
  );
  c.add(
    pottedPlant(60, 590, 2.2, '#e7e5e4', GREENS[0], '#4f9a3f'),
    pottedPlant(735, 590, 2, shade(look.wood, 0.1), GREENS[2], '#5a9a46'),
  );
  art(c, rng, 600, 170, 70, 100, [look.accent, look.wall2, '#f59e0b', '#0f766e']);
}

function barScene(c: Canvas, rng: Rng, look: Look): void {
  const wall = shade(look.wall2, 0.35);
  roomShell(c, { wall, side: shade(wall, 0.18), ceiling: shade(wall, 0.45), floor: shade(look.wood, 0.05) }, true);
  c.add(
    rect(
      180,
      90,
      440,
      230,
      c.lin([
        [0, '#3b2a1f'],
        [1, '#6b4a2f'],
      ]),
    ),
    rect(
      190,
      100,
      420,
      210,
      c.lin([
        [0, '#ffdca0', 0.25],
        [1, '#ffdca0', 0.6],
      ]),
    ),
  );
  const colors = ['#b45309', '#15803d', '#e5e7eb', '#7c2d12', '#0e7490', '#facc15'];
  const byColor = new Map<string, string>();
  for (const shelf of [160, 230, 300]) {
    c.add(rect(186, shelf, 428, 5, '#2a1d14'));
    for (let x = 198; x < 600; x += rng.range(13, 20)) {
      const h = rng.range(26, 42);
      const col = rng.pick(colors);
      byColor.set(
        col,
        (byColor.get(col) ?? '') + box(x, shelf - h * 0.65, 9, h * 0.65) + box(x + 3, shelf - h, 3, h * 0.36),
      );
    }
  }
  for (const [col, data] of byColor) c.add(path(data, col, { opacity: 0.9 }));
  c.add(rect(150, 350, 500, 80, look.wood), rect(140, 338, 520, 14, '#2a2a2e', { rx: 3 }));
  let flutes = '';
  for (let x = 160; x < 650; x += 14) flutes += d`M${x} 356V428`;
  c.add(stroke(flutes, shade(look.wood, 0.3), 3, { opacity: 0.5 }), rect(150, 420, 500, 4, LIT, { opacity: 0.6 }));
  for (const x of [220, 320, 420, 520, 600])
    c.add(stroke(d`M${x} 420V470M${x - 12} 470h24`, '#2b2b2b', 3), ellipse(x, 420, 22, 7, look.accent));
  for (const x of [220, 320, 420, 520, 600]) c.add(pendant(x, 60, 10, '#2b2b2b', glow(c, x, 80, 40, 0.45)));
  const seat = tint(look.accent, 0.1);
  for (const x of [120, 680]) {
    for (const side of [-1, 1]) {
      const cx = x + side * 118;
      c.add(
        rect(cx - 20 + side * 14, 470, 12, 60, shade(seat, 0.15), { rx: 6 }),
        rect(cx - 26, 528, 52, 12, seat, { rx: 5 }),
      );
      c.add(stroke(d`M${cx - 20} 540l-4 52M${cx + 20} 540l4 52`, '#2b2b2b', 3));
    }
    c.add(ellipse(x, 520, 90, 16, '#f5f5f4'), stroke(d`M${x} 520V590M${x - 30} 590h60`, '#2b2b2b', 4));
    c.add(
      ellipse(x - 40, 514, 14, 4, '#ffffff'),
      ellipse(x + 40, 514, 14, 4, '#ffffff'),
      rect(x - 4, 496, 8, 18, '#f59e0b', { rx: 2, opacity: 0.8 }),
    );
  }
  c.add(pottedPlant(40, 470, 1.5, '#1f2937', GREENS[0], '#4f9a3f'));
}

function facadeScene(c: Canvas, rng: Rng, look: Look, type: PropertyKind): void {
  const sky = look.sky;
  c.add(rect(0, 0, 800, 600, skyFill(c, sky)));
  sunDisc(c, rng.range(720, 770), rng.range(40, 80), 22, sky.sun, sky.key === 'night');
  const wall = lit(sky, look.wall);
  const fw = rng.range(620, 660);
  c.add(rect(0, 40, fw, 560, wall), poly([fw, 40, fw + 110, 80, fw + 110, 600, fw, 600], shade(wall, 0.22)));
  let joints = '';
  const course = rng.range(32, 48);
  for (let y = 40 + course; y < 600; y += course) joints += d`M0 ${y}H${fw}`;
  c.add(stroke(joints, shade(wall, 0.2), 1.2, { opacity: 0.4 }));
  const gl = c.lin([
    [0, sky.glass[0]],
    [1, sky.glass[1]],
  ]);
  const trim = lit(sky, look.trim);
  const w = rng.range(190, 220);
  const h = rng.range(150, 180);
  const left = rng.range(60, 80);
  const gap = rng.range(70, 90);
  for (const [wx, wy] of [
    [left, 130],
    [left + w + gap, 130],
    [left, 380],
    [left + w + gap, 380],
  ] as const) {
    const on = rng.chance(sky.lit);
    c.add(rect(wx - 12, wy - 12, w + 24, h + 24, trim), rect(wx, wy, w, h, on ? LIT : gl));
    if (!on)
      c.add(
        poly([wx + w * 0.45, wy, wx + w * 0.7, wy, wx + w * 0.3, wy + h, wx + w * 0.05, wy + h], '#ffffff', {
          opacity: 0.18,
        }),
      );
    c.add(
      stroke(d`M${wx + w / 2} ${wy}V${wy + h}M${wx} ${wy + h * 0.3}H${wx + w}`, trim, 7, { 'stroke-linecap': 'butt' }),
      rect(wx - 18, wy + h + 12, w + 36, 10, tint(wall, 0.35)),
    );
    if (type === 'resort') {
      let slats = '';
      for (let y = wy + 6; y < wy + h; y += 12) slats += d`M${wx - 62} ${y}h44M${wx + w + 18} ${y}h44`;
      c.add(
        rect(wx - 64, wy - 8, 48, h + 16, lit(sky, look.wood)),
        rect(wx + w + 16, wy - 8, 48, h + 16, lit(sky, look.wood)),
        stroke(slats, shade(look.wood, 0.35), 2),
      );
      c.add(
        rect(wx - 4, wy + h + 22, w + 8, 20, lit(sky, look.wood)),
        bushes(wx + 6, wx + w, wy + h + 24, 10, lit(sky, GREENS[1]), lit(sky, '#f472b6')),
      );
    }
  }
  if (type === 'apartment') {
    const slab = 130 + h + 34;
    const bw = w + 60;
    const bx = left + w + gap - 30;
    c.add(rect(left - 30, slab, bw, 12, tint(wall, 0.5)), rect(bx, slab, bw, 12, tint(wall, 0.5)));
    c.add(
      rect(left - 30, slab - 46, bw, 46, '#d9eef8', { opacity: 0.4 }),
      rect(bx, slab - 46, bw, 46, '#d9eef8', { opacity: 0.4 }),
    );
    c.add(stroke(d`M${left - 30} ${slab - 48}h${bw}M${bx} ${slab - 48}h${bw}`, trim, 5));
    c.add(
      rect(left + w + gap / 2 - 18, 200, 36, 26, lit(sky, '#e5e7eb')),
      circle(left + w + gap / 2, 213, 8, lit(sky, '#9ca3af')),
    );
    c.add(pottedPlant(left + w - 20, slab, 1.1, lit(sky, '#b45309'), lit(sky, GREENS[0]), lit(sky, '#4f9a3f')));
  }
  if (type === 'hotel') {
    c.add(
      rect(0, 40, 640, 52, lit(sky, look.accent)),
      circle(60, 66, 14, '#ffffff'),
      rect(88, 61, 260, 10, '#ffffff', { rx: 5, opacity: 0.9 }),
    );
    for (const x of [left + w + gap / 2, (left + 2 * w + gap + fw) / 2 + 6])
      c.add(glow(c, x, 250, 60, sky.lit > 0.3 ? 0.6 : 0.3), rect(x - 6, 240, 12, 26, '#2b2f3a', { rx: 3 }));
  }
  if (type === 'resort') {
    const roof = lit(sky, look.roof);
    let fringe = d`M-20 0H780V70`;
    for (let x = 780; x > -20; x -= 20) fringe += d`L${x - 10} 86L${x - 20} 70`;
    c.add(path(fringe + 'Z', roof), stroke(d`M0 20H780M0 44H780`, shade(roof, 0.3), 2, { opacity: 0.5 }));
  }
  c.add(
    path(leaf(820, 40, 600, 220, 40, 40) + leaf(820, 120, 640, 330, 36, 30), lit(sky, '#2f6b34')),
    path(leaf(830, 80, 660, 160, 30, 30), lit(sky, '#4f9a3f')),
  );
}

function clampVariant(variant: number, count: number): number {
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  return ((v % count) + count) % count;
}

const TYPE_LABEL: Record<PropertyKind, string> = { hotel: 'Hotel', apartment: 'Apartment', resort: 'Resort' };
const VIEW_LABEL = ['exterior', 'pool terrace', 'lobby lounge', 'restaurant and bar', 'facade detail'] as const;

/** Illustrated 4:3 view of a property; variant 0 is the exterior, 1–4 are pool or garden, lobby, bar and facade. */
export function propertySvg(seed: string, variant: number, type: PropertyKind): string {
  const v = clampVariant(variant, 5);
  const look = lookFor(seed, type);
  const rng = createRng(`${type}:${seed}:${v}`);
  const c = new Canvas(800, 600);
  if (v === 0) (type === 'hotel' ? hotelScene : type === 'apartment' ? apartmentScene : resortScene)(c, rng, look);
  if (v === 1 && type === 'apartment') gardenScene(c, rng, look);
  else if (v === 1) poolScene(c, rng, look, type);
  if (v === 2) lobbyScene(c, rng, look);
  if (v === 3) barScene(c, rng, look);
  if (v === 4) facadeScene(c, rng, look, type);
  const view = v === 1 && type === 'apartment' ? 'garden' : (VIEW_LABEL[v] ?? VIEW_LABEL[0]);
  return c.render(`${TYPE_LABEL[type]} ${view}`);
}

const ROOM_WALLS = ['#ede6da', '#e3e8e2', '#dce3ea', '#f2e8df', '#e9e0f3', '#e6ded3', '#d9e2d5', '#f1ebe4'];
const FEATURES = ['#4b5563', '#7c6a58', '#34495e', '#5b3f8c', '#8c6a4f', '#2f4f4f', '#a0522d', '#3f5e5a'];
const FLOORS = ['#b98a5e', '#a0704a', '#c9a27a', '#8c6a4f', '#b7a48c', '#9c7b5b'];

interface RoomLook {
  wall: string;
  feature: string;
  accent: string;
  floor: string;
  wood: string;
  linen: string;
  sky: Sky;
  art: readonly string[];
}

function roomLook(seed: string): RoomLook {
  const rng = createRng(`room:${seed}`);
  const accent = rng.pick(ACCENTS);
  return {
    wall: rng.pick(ROOM_WALLS),
    feature: rng.pick(FEATURES),
    accent,
    floor: rng.pick(FLOORS),
    wood: rng.pick(WOODS),
    linen: rng.pick(['#ffffff', '#f8f5ef', '#f1f5f9', '#faf7f2']),
    sky: SKIES[rng.pick<SkyKey>(['morning', 'midday', 'golden', 'golden', 'dusk', 'night'])],
    art: [accent, rng.pick(ACCENTS), '#f59e0b', '#0f766e', '#e11d48'],
  };
}

function bedroom(c: Canvas, rng: Rng, r: RoomLook): void {
  roomShell(c, { wall: r.wall, side: shade(r.wall, 0.1), ceiling: tint(r.wall, 0.4), floor: r.floor }, true);
  windowView(c, rng, r.sky, 130, 120, 150, 200, '#f8fafc');
  const curtain = tint(r.accent, 0.6);
  c.add(rect(106, 90, 34, 340, curtain), rect(270, 90, 34, 340, curtain), stroke('M100 88H310', '#3f3f46', 4));
  c.add(stroke('M115 92V428M128 92V428M279 92V428M292 92V428', shade(curtain, 0.2), 2, { opacity: 0.5 }));
  c.add(
    rect(340, 70, 360, 360, r.feature),
    stroke('M340 250H700', shade(r.feature, 0.3), 360, {
      'stroke-dasharray': '2 58',
      'stroke-dashoffset': -58,
      'stroke-linecap': 'butt',
      opacity: 0.35,
    }),
  );
  art(c, rng, 460, 110, 140, 90, r.art);
  c.add(
    rect(396, 236, 268, 130, tint(r.feature, 0.25), { rx: 16 }),
    stroke('M410 280H650M410 320H650', shade(r.feature, 0.1), 2, { opacity: 0.5 }),
  );
  c.add(
    poly([380, 340, 680, 340, 730, 500, 330, 500], r.linen),
    rect(330, 500, 400, 42, shade(r.linen, 0.08)),
    rect(340, 542, 380, 14, shade(r.wood, 0.25)),
  );
  c.add(
    rect(404, 296, 116, 50, '#ffffff', { rx: 16 }),
    rect(540, 296, 116, 50, '#ffffff', { rx: 16 }),
    rect(480, 318, 100, 40, tint(r.accent, 0.15), { rx: 12 }),
  );
  c.add(
    poly([350, 440, 710, 440, 730, 500, 330, 500], r.accent),
    rect(330, 500, 400, 42, shade(r.accent, 0.12)),
    stroke('M334 500H726', tint(r.accent, 0.3), 2),
  );
  for (const x of [300, 730]) {
    c.add(
      rect(x - 36, 400, 72, 60, r.wood, { rx: 4 }),
      rect(x - 36, 428, 72, 2, shade(r.wood, 0.3)),
      glow(c, x, 355, 90, 0.45),
    );
    c.add(rect(x - 3, 370, 6, 30, '#3f3f46'), poly([x - 20, 340, x + 20, 340, x + 27, 372, x - 27, 372], '#fbf3df'));
  }
  c.add(poly([250, 560, 790, 560, 840, 610, 200, 610], tint(r.accent, 0.7), { opacity: 0.7 }));
  c.add(pottedPlant(60, 470, 1.8, '#e7e5e4', GREENS[0], '#4f9a3f'));
}

function lounge(c: Canvas, rng: Rng, r: RoomLook): void {
  roomShell(c, { wall: r.wall, side: shade(r.wall, 0.1), ceiling: tint(r.wall, 0.4), floor: r.floor }, true);
  windowView(c, rng, r.sky, 150, 110, 260, 250, '#f8fafc');
  c.add(
    rect(130, 92, 50, 338, '#ffffff', { opacity: 0.55 }),
    rect(380, 92, 50, 338, '#ffffff', { opacity: 0.55 }),
    stroke('M120 90H440', '#3f3f46', 4),
  );
  art(c, rng, 530, 140, 150, 100, r.art);
  c.add(
    rect(470, 360, 250, 12, r.wood),
    stroke('M482 372V450M708 372V450', shade(r.wood, 0.3), 6, { 'stroke-linecap': 'butt' }),
    rect(600, 372, 100, 36, shade(r.wood, 0.1)),
  );
  c.add(
    stroke('M506 360l22 -46l-16 -22', '#2b2b2b', 3),
    path('M494 292l26 -10l8 20l-26 8z', '#2b2b2b'),
    glow(c, 520, 320, 60, 0.35),
  );
  c.add(
    poly([560, 358, 640, 358, 646, 362, 554, 362], '#9ca3af'),
    poly([566, 358, 634, 358, 628, 318, 572, 318], '#1f2937'),
  );
  c.add(
    rect(555, 380, 90, 80, r.feature, { rx: 14 }),
    rect(548, 448, 104, 22, shade(r.feature, 0.1), { rx: 8 }),
    stroke('M600 470v40M570 512h60', '#2b2b2b', 5),
  );
  c.add(ellipse(230, 560, 220, 36, tint(r.accent, 0.6), { opacity: 0.8 }));
  c.add(sofa(40, 560, 200, r.accent, tint(r.accent, 0.5)));
  c.add(
    stroke('M290 575V330q0 -70 -80 -70', '#2b2b2b', 4),
    path('M180 262a30 26 0 0 1 60 0z', '#2b2b2b'),
    glow(c, 210, 300, 80, 0.35),
    rect(272, 572, 36, 6, '#2b2b2b', { rx: 3 }),
  );
  c.add(
    ellipse(360, 500, 40, 9, r.wood),
    stroke('M360 500V560', shade(r.wood, 0.3), 5),
    rect(350, 482, 18, 18, '#ffffff', { rx: 3 }),
  );
  c.add(pottedPlant(750, 560, 1.6, '#e7e5e4', GREENS[2], '#5a9a46'));
}

function bathroom(c: Canvas, rng: Rng, r: RoomLook): void {
  const tile = tint(r.wall, 0.5);
  roomShell(c, { wall: tile, side: shade(tile, 0.08), ceiling: tint(r.wall, 0.6), floor: shade(r.wall, 0.25) }, false);
  let joints = '';
  for (let y = 100; y < 430; y += 30) joints += d`M100 ${y}H700`;
  for (let x = 160; x < 700; x += 60) joints += d`M${x} 70V430`;
  c.add(stroke(joints, shade(tile, 0.15), 1, { opacity: 0.6 }));
  c.add(
    rect(470, 70, 230, 360, shade(r.feature, 0.05)),
    stroke('M470 250H700', tint(r.feature, 0.12), 360, {
      'stroke-dasharray': '1.5 28.5',
      'stroke-linecap': 'butt',
      opacity: 0.5,
    }),
  );
  c.add(stroke('M585 70V120', '#9ca3af', 4), ellipse(585, 124, 34, 6, '#9ca3af'));
  let drops = '';
  for (let i = 0; i < 14; i++) drops += d`M${560 + rng.range(0, 50)} ${140 + rng.range(0, 160)}v14`;
  c.add(stroke(drops, '#e0f2fe', 2, { opacity: 0.7 }));
  c.add(
    rect(460, 80, 240, 480, '#cfe8f5', { opacity: 0.22 }),
    rect(460, 80, 240, 480, 'none', { stroke: '#9ca3af', 'stroke-width': 3 }),
  );
  c.add(
    rect(
      170,
      130,
      220,
      170,
      c.lin([
        [0, '#e8f1f6'],
        [1, '#b9cdd8'],
      ]),
      { rx: 18 },
    ),
    rect(170, 130, 220, 170, 'none', { rx: 18, stroke: r.wood, 'stroke-width': 6 }),
  );
  c.add(poly([230, 134, 270, 134, 200, 296, 172, 296], '#ffffff', { opacity: 0.35 }));
  for (const x of [140, 420]) c.add(glow(c, x, 200, 50, 0.4), rect(x - 7, 170, 14, 56, '#fbf3df', { rx: 7 }));
  c.add(
    rect(130, 350, 300, 14, '#f5f5f4'),
    rect(140, 364, 280, 70, r.wood),
    stroke('M280 370V428M150 398H410', shade(r.wood, 0.3), 2),
  );
  c.add(path('M230 350a50 22 0 0 0 100 0z', '#ffffff'), stroke('M280 330v-12h14', '#9ca3af', 4));
  c.add(rect(360, 326, 14, 24, r.accent, { rx: 3 }), rect(380, 332, 12, 18, '#f5f5f4', { rx: 3 }));
  c.add(
    stroke('M70 170H110', '#9ca3af', 4),
    rect(76, 172, 30, 110, r.accent, { rx: 4 }),
    rect(76, 250, 30, 6, tint(r.accent, 0.4)),
  );
  c.add(pottedPlant(170, 350, 0.8, '#e7e5e4', GREENS[0], '#4f9a3f'));
  c.add(poly([170, 500, 400, 500, 420, 560, 150, 560], tint(r.accent, 0.5)));
}

const ROOM_LABEL = ['Guest room with bed', 'Guest room lounge corner and desk', 'Guest room bathroom'] as const;

/** Illustrated 4:3 hotel room; variant 0 bedroom, 1 lounge corner with desk, 2 bathroom. */
export function roomSvg(seed: string, variant: number): string {
  const v = clampVariant(variant, 3);
  const look = roomLook(seed);
  const rng = createRng(`room:${seed}:${v}`);
  const c = new Canvas(800, 600);
  (v === 0 ? bedroom : v === 1 ? lounge : bathroom)(c, rng, look);
  return c.render(ROOM_LABEL[v] ?? ROOM_LABEL[0]);
}

interface Scape {
  sky: Trio;
  sun: string;
  layers: Trio;
  water: readonly [string, string];
  lit: boolean;
  stars: boolean;
}

const SCAPES: readonly Scape[] = [
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

function scapeSky(c: Canvas, rng: Rng, p: Scape, horizon: number, sun: readonly [number, number]): void {
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

function litPath(data: string, opacity = 0.75): string {
  return stroke(data, LIT, 3.5, { 'stroke-linecap': 'butt', opacity });
}

function litWindows(rng: Rng, x0: number, x1: number, base: number, maxH: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += run(rng.range(x0, x1), base - rng.range(4, maxH), 2.5);
  return out;
}

function towersData(
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

function boat(x: number, y: number, s: number, color: string, sail: boolean): string {
  return path(
    d`M${x} ${y}h${60 * s}l${-10 * s} ${10 * s}h${-42 * s}z` +
      (sail
        ? d`M${x + 28 * s} ${y - 2}V${y - 52 * s}L${x + 52 * s} ${y - 4 * s}z`
        : box(x + 14 * s, y - 12 * s, 26 * s, 12 * s)),
    color,
  );
}

function waterBody(c: Canvas, rng: Rng, p: Scape, top: number, bottom: number, sunX: number): void {
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

function lagosScape(c: Canvas, rng: Rng, p: Scape, from: number, bridge: boolean, palms: boolean): void {
  const { w, h } = c;
  const H = h * 0.66;
  const sunX = w * (from + (1 - from) * rng.range(0.3, 0.7));
  scapeSky(c, rng, p, H, [sunX, H - h * 0.14]);
  c.add(path(skylineData(rng, -10, w + 10, H, h * 0.03, h * 0.1, w * 0.025, w * 0.06), p.layers[0]));
  const main = towersData(rng, w * from, w + 10, H, h * 0.08, h * 0.28, w * 0.035, w * 0.07);
  c.add(path(main, p.layers[1]));
  if (p.lit) c.add(litPath(litWindows(rng, w * from, w, H, h * 0.25, 70)));
  if (bridge) {
    const px = w * (from > 0 ? 0.08 + from * 0.5 : 0.22);
    const deck = H - h * 0.035;
    let cables = '';
    for (let i = 1; i <= 6; i++)
      cables += d`M${px} ${deck - h * 0.18 + i * 4}L${px - i * w * 0.03} ${deck}M${px} ${deck - h * 0.18 + i * 4}L${px + i * w * 0.03} ${deck}`;
    c.add(stroke(cables, p.layers[2], 1.2, { opacity: 0.8 }), rect(0, deck, px + w * 0.22, h * 0.008, p.layers[2]));
    c.add(poly([px - 5, H, px - 2, deck - h * 0.2, px + 2, deck - h * 0.2, px + 5, H], p.layers[2]));
  }
  c.add(path(skylineData(rng, -10, w + 10, H, h * 0.006, h * 0.025, w * 0.02, w * 0.05), p.layers[2]));
  waterBody(c, rng, p, H, h, sunX);
  c.add(group(path(main, p.layers[1]), { transform: `matrix(1 0 0 -0.45 0 ${num(H * 1.45)})`, opacity: 0.2 }));
  c.add(
    boat(w * rng.range(0.05, 0.35), h * 0.8, w / 700, p.layers[2], true),
    boat(w * rng.range(0.55, 0.85), h * 0.88, w / 500, p.layers[2], false),
  );
  if (palms) c.add(palm(w * 0.06, h + 10, h * 0.5, w * 0.08, p.layers[2], p.layers[2], p.layers[2]));
}

function abujaScape(c: Canvas, rng: Rng, p: Scape, from: number): void {
  const { w, h } = c;
  const H = h * 0.76;
  const at = (fx: number): number => w * (from + (1 - from) * fx);
  scapeSky(c, rng, p, H, [at(0.8), h * 0.34]);
  const rock: [number, number][] = [
    [0, 0.76],
    [0.05, 0.62],
    [0.13, 0.48],
    [0.22, 0.41],
    [0.32, 0.39],
    [0.43, 0.43],
    [0.53, 0.46],
    [0.62, 0.5],
    [0.7, 0.56],
    [0.8, 0.66],
    [0.9, 0.76],
  ].map(([fx, fy]) => [at(fx ?? 0), h * (fy ?? 0)]);
  c.add(
    path(
      smooth(rock, H + 2),
      c.lin(
        [
          [0, tint(p.layers[0], 0.12)],
          [1, p.layers[1]],
        ],
        1,
        1,
      ),
    ),
  );
  let streaks = '';
  for (let i = 1; i < 8; i++) {
    const x = at(0.07 + i * 0.09);
    streaks += d`M${x} ${h * (0.46 + Math.abs(i - 3.2) * 0.035)}q${w * 0.01} ${h * 0.12} ${-w * 0.005} ${h * 0.24}`;
  }
  c.add(stroke(streaks, p.layers[2], 5, { opacity: 0.08 }));
  const city = skylineData(rng, -10, w + 10, H, h * 0.015, h * 0.06, w * 0.02, w * 0.05);
  const mx = at(0.55);
  const dw = Math.min(w, h) * 0.1;
  let minarets = '';
  for (const off of [-1.6, -1.1, 1.1, 1.6])
    minarets +=
      box(mx + off * dw - 3, H - h * 0.22, 6, h * 0.22) +
      d`M${mx + off * dw - 5} ${H - h * 0.22}l5 -14l5 14z` +
      box(mx + off * dw - 6, H - h * 0.16, 12, 4);
  const cx = at(0.18);
  const church =
    d`M${cx - w * 0.035} ${H}V${H - h * 0.05}L${cx} ${H - h * 0.2}L${cx + w * 0.035} ${H - h * 0.05}V${H}z` +
    box(cx - 1.5, H - h * 0.25, 3, h * 0.05) +
    box(cx - 6, H - h * 0.235, 12, 3);
  c.add(
    path(
      city + minarets + church + box(mx - dw * 0.75, H - h * 0.09, dw * 1.5, h * 0.09),
      mix(p.layers[1], p.layers[2], 0.5),
    ),
  );
  c.add(
    path(
      d`M${mx - dw / 2} ${H - h * 0.09}a${dw / 2} ${dw * 0.55} 0 0 1 ${dw} 0z`,
      c.lin([
        [0, '#fbe29a'],
        [1, '#c58a2a'],
      ]),
    ),
    stroke(d`M${mx} ${H - h * 0.09 - dw * 0.55}v-10`, '#e5b04a', 2),
  );
  if (p.lit) c.add(litPath(litWindows(rng, 0, w, H, h * 0.05, 60)));
  c.add(rect(0, H, w, h - H, p.layers[2]));
  let trees = '';
  for (let x = -10; x < w + 20; x += rng.range(18, 34)) trees += dot(x, H + 4, rng.range(8, 16));
  c.add(path(trees, p.layers[2]));
  c.add(
    stroke(d`M0 ${h * 0.9}Q${w * 0.5} ${h * 0.83} ${w} ${h * 0.87}`, '#ffd08a', 2.5, { opacity: 0.8 }),
    stroke(d`M0 ${h * 0.92}Q${w * 0.5} ${h * 0.85} ${w} ${h * 0.89}`, '#ff6b6b', 2, { opacity: 0.7 }),
  );
}

function houses(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  hw: number,
): { walls: string; roofs: string; windows: string } {
  let walls = '';
  let roofs = '';
  let windows = '';
  for (let x = x0; x < x1; x += hw * rng.range(0.85, 1.15)) {
    const by = y + rng.range(-hw * 0.15, hw * 0.15);
    const wh = hw * rng.range(0.35, 0.55);
    walls += box(x, by - wh, hw * 0.9, wh + hw * 0.4);
    roofs += d`M${x - hw * 0.08} ${by - wh}L${x + hw * 0.1} ${by - wh - hw * 0.32}H${x + hw * 0.8}L${x + hw * 0.98} ${by - wh}z`;
    if (rng.chance(0.5)) windows += box(x + hw * 0.3, by - wh * 0.6, hw * 0.14, wh * 0.35);
  }
  return { walls, roofs, windows };
}

function townScape(
  c: Canvas,
  rng: Rng,
  p: Scape,
  roofs: readonly string[],
  landmark: 'cocoa' | 'palms' | 'none',
): void {
  const { w, h } = c;
  const H = h * 0.56;
  scapeSky(c, rng, p, H + h * 0.1, [w * rng.range(0.2, 0.8), H - h * 0.16]);
  const far: [number, number][] = [
    [-20, H],
    [w * 0.2, H - h * 0.08],
    [w * 0.45, H - h * 0.03],
    [w * 0.7, H - h * 0.11],
    [w + 20, H - h * 0.02],
  ];
  c.add(path(smooth(far, h), p.layers[0]));
  if (landmark === 'cocoa')
    c.add(
      rect(w * 0.7 - 5, H - h * 0.11 - 26, 10, 30, p.layers[1]),
      path(d`M${w * 0.7 - 9} ${H - h * 0.11 - 26}l9 -10l9 10z`, p.layers[1]),
    );
  c.add(
    path(
      smooth(
        [
          [-20, H + h * 0.04],
          [w * 0.3, H - h * 0.01],
          [w * 0.6, H + h * 0.03],
          [w + 20, H],
        ],
        h,
      ),
      mix(p.layers[0], p.layers[1], 0.5),
    ),
  );
  const rows = 6;
  for (let r = 0; r < rows; r++) {
    const y = H + h * 0.03 + r * h * 0.06;
    const hw = w * (0.055 + r * 0.012);
    const near = r / (rows - 1);
    if (landmark === 'cocoa' && r === 1) {
      const tx = w * 0.22;
      const tw = w * 0.1;
      const top = y - h * 0.36;
      c.add(
        rect(tx, top, tw, h * 0.36, mix(p.layers[1], '#e7e5e4', 0.3)),
        rect(tx - 4, top - 6, tw + 8, 10, p.layers[1]),
      );
      c.add(
        stroke(d`M${tx + 4} ${(top + y) / 2}H${tx + tw}`, p.layers[1], y - top - 24, {
          'stroke-dasharray': '3 5',
          'stroke-linecap': 'butt',
          opacity: 0.55,
        }),
      );
    }
    const { walls, roofs: rf, windows } = houses(rng, -hw * rng.range(0, 1), w + hw, y, hw);
    c.add(
      path(walls, mix(p.layers[1], '#f2e6d0', 0.2 + 0.45 * near)),
      path(rf, mix(p.layers[1], rng.pick(roofs), 0.35 + 0.6 * near)),
    );
    if (p.lit) c.add(path(windows, LIT, { opacity: 0.8 }));
  }
  c.add(palm(w * 0.9, h + 10, h * 0.42, -w * 0.08, p.layers[2], p.layers[2], p.layers[2]));
  if (landmark === 'palms')
    c.add(
      palm(w * 0.08, h + 10, h * 0.5, w * 0.1, p.layers[2], p.layers[2], p.layers[2]),
      palm(w * 0.2, h + 10, h * 0.34, w * 0.02, p.layers[2], p.layers[2], p.layers[2]),
    );
  c.add(path(d`M0 ${h * 0.93}Q${w * 0.5} ${h * 0.9} ${w} ${h * 0.94}V${h}H0z`, p.layers[2]));
}

function riverScape(c: Canvas, rng: Rng, p: Scape, from: number): void {
  const { w, h } = c;
  const H = h * 0.56;
  const sunX = w * (from + (1 - from) * rng.range(0.2, 0.8));
  scapeSky(c, rng, p, H, [sunX, H - h * 0.12]);
  c.add(path(towersData(rng, w * from, w, H, h * 0.04, h * 0.14, w * 0.03, w * 0.06), p.layers[0]));
  let cranes = '';
  for (const fx of [0.15, 0.3]) {
    const x = w * (from + (1 - from) * fx);
    cranes += d`M${x} ${H}V${H - h * 0.16}M${x - w * 0.05} ${H - h * 0.15}H${x + w * 0.1}M${x} ${H - h * 0.19}L${x + w * 0.08} ${H - h * 0.15}M${x + w * 0.07} ${H - h * 0.15}v${h * 0.05}`;
  }
  c.add(
    stroke(cranes, p.layers[1], 3),
    path(skylineData(rng, -10, w + 10, H, h * 0.01, h * 0.03, w * 0.02, w * 0.05), p.layers[1]),
  );
  waterBody(c, rng, p, H, h * 0.85, sunX);
  c.add(
    boat(w * rng.range(0.1, 0.4), h * 0.68, w / 600, p.layers[2], false),
    boat(w * rng.range(0.55, 0.85), h * 0.75, w / 800, p.layers[2], false),
  );
  let crowns = '';
  let roots = '';
  for (let x = -20; x < w + 20; x += rng.range(16, 30)) {
    crowns += dot(x, h * 0.79 - rng.range(0, h * 0.03), rng.range(14, 26));
    roots += d`M${x} ${h * 0.8}l${-8} ${h * 0.04}M${x} ${h * 0.8}l${7} ${h * 0.04}`;
  }
  c.add(path(crowns, p.layers[2]), stroke(roots, p.layers[2], 2), rect(0, h * 0.835, w, h * 0.17, p.layers[2]));
}

function coastScape(c: Canvas, rng: Rng, p: Scape, from: number): void {
  const { w, h } = c;
  const H = h * 0.55;
  const sunX = w * (from + (1 - from) * rng.range(0.2, 0.6));
  scapeSky(c, rng, p, H, [sunX, H - h * 0.16]);
  c.add(
    path(
      smooth(
        [
          [w * 0.55, H],
          [w * 0.7, H - h * 0.05],
          [w * 0.85, H - h * 0.06],
          [w + 20, H - h * 0.02],
        ],
        H + 1,
      ),
      p.layers[0],
    ),
  );
  waterBody(c, rng, p, H, h * 0.78, sunX);
  c.add(boat(w * rng.range(0.1, 0.5), H + h * 0.06, w / 900, p.layers[1], true));
  const sand = mix(p.sky[2], '#e9c98f', 0.6);
  c.add(path(d`M0 ${h * 0.74}Q${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.73}T${w} ${h * 0.72}V${h}H0z`, sand));
  c.add(
    stroke(d`M0 ${h * 0.745}Q${w * 0.3} ${h * 0.705} ${w * 0.6} ${h * 0.735}T${w} ${h * 0.725}`, '#ffffff', 4, {
      opacity: 0.7,
    }),
  );
  c.add(path(d`M0 ${h * 0.86}Q${w * 0.4} ${h * 0.8} ${w} ${h * 0.88}V${h}H0z`, shade(sand, 0.08)));
  c.add(palm(w * 0.92, h * 0.96, h * 0.55, -w * 0.12, p.layers[2], shade(p.layers[2], -0), p.layers[2]));
  c.add(palm(w * 0.8, h * 0.98, h * 0.42, -w * 0.05, p.layers[2], p.layers[2], p.layers[2]));
  c.add(umbrella(w * (from + (1 - from) * 0.35), h * 0.86, h / 500, mix(p.sky[2], '#e11d48', 0.6), p.layers[2]));
}

function savannaScape(c: Canvas, rng: Rng, p: Scape): void {
  const { w, h } = c;
  const H = h * 0.66;
  scapeSky(c, rng, p, H, [w * rng.range(0.25, 0.75), H - h * 0.12]);
  c.add(
    path(
      smooth(
        [
          [-20, H],
          [w * 0.12, H - h * 0.09],
          [w * 0.24, H - h * 0.1],
          [w * 0.34, H - h * 0.02],
          [w * 0.6, H - h * 0.01],
          [w * 0.72, H - h * 0.12],
          [w * 0.86, H - h * 0.07],
          [w + 20, H],
        ],
        H + 2,
      ),
      p.layers[0],
    ),
  );
  c.add(
    rect(
      0,
      H,
      w,
      h - H,
      c.lin([
        [0, p.layers[1]],
        [1, p.layers[2]],
      ]),
    ),
  );
  let crowns = '';
  let trunks = '';
  for (const [fx, fy, s] of [
    [0.2, 0.8, 1],
    [0.7, 0.74, 0.7],
    [0.45, 0.7, 0.45],
  ] as const) {
    const x = w * fx;
    const y = h * fy;
    const r = w * 0.16 * s;
    trunks += d`M${x - r * 0.08} ${y}L${x - r * 0.03} ${y - r * 0.6}L${x - r * 0.5} ${y - r * 0.95}M${x + r * 0.06} ${y}L${x + r * 0.04} ${y - r * 0.6}L${x + r * 0.45} ${y - r * 0.9}M${x} ${y - r * 0.5}V${y - r * 0.95}`;
    crowns += d`M${x - r} ${y - r * 0.9}Q${x} ${y - r * 1.35} ${x + r} ${y - r * 0.9}Q${x} ${y - r * 0.75} ${x - r} ${y - r * 0.9}z`;
  }
  c.add(stroke(trunks, p.layers[2], w * 0.012), path(crowns, p.layers[2]));
  let grass = '';
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, w);
    const y = rng.range(H + h * 0.05, h);
    grass += d`M${x} ${y}l-3 -10M${x} ${y}l0 -13M${x} ${y}l3 -10`;
  }
  c.add(stroke(grass, shade(p.layers[2], 0.2), 1.5, { opacity: 0.7 }));
}

const LAGOS = /lagos|lekki|victoria island|ikoyi|ikeja|ajah|yaba|surulere|badagry|epe/;

/** Illustrated 4:5 portrait banner of a Nigerian place, styled by its name. */
export function destinationSvg(name: string): string {
  const key = name.trim().toLowerCase();
  const rng = createRng(`destination:${key}`);
  const p = rng.pick(SCAPES);
  const c = new Canvas(640, 800);
  if (LAGOS.test(key))
    lagosScape(c, rng, p, 0.05, /lekki|ikoyi|victoria/.test(key), /lekki|victoria|ajah|badagry/.test(key));
  else if (/abuja|fct|maitama|wuse|asokoro|garki/.test(key)) abujaScape(c, rng, p, 0);
  else if (/edo|benin/.test(key)) townScape(c, rng, p, ['#b5533c', '#9a3412', '#c2703d'], 'palms');
  else if (/enugu|anambra|awka|onitsha|owerri|imo|abia|umuahia/.test(key))
    townScape(c, rng, p, ['#57534e', '#7c2d12', '#8b4a2b'], 'none');
  else if (/rivers|port harcourt|bonny|warri|delta|bayelsa|yenagoa/.test(key)) riverScape(c, rng, p, 0);
  else if (/ibadan|oyo/.test(key)) townScape(c, rng, p, ['#8b4a2b', '#a0522d', '#6e3b22'], 'cocoa');
  else if (/calabar|cross river|akwa ibom|uyo|ondo/.test(key)) coastScape(c, rng, p, 0);
  else if (/kano|kaduna|jos|plateau|sokoto|maiduguri|bauchi|yola|zaria|katsina|kwara|ilorin/.test(key))
    savannaScape(c, rng, p);
  else {
    const pick = rng.int(0, 3);
    if (pick === 0) townScape(c, rng, p, ['#8b4a2b', '#b5533c', '#57534e'], 'none');
    else if (pick === 1) coastScape(c, rng, p, 0);
    else if (pick === 2) savannaScape(c, rng, p);
    else riverScape(c, rng, p, 0);
  }
  return c.render(name.trim() || 'Nigeria');
}

function vignette(c: Canvas): void {
  c.add(
    rect(
      0,
      0,
      c.w,
      c.h,
      c.lin(
        [
          [0, '#0b0a1f', 0.62],
          [0.5, '#0b0a1f', 0.2],
          [0.8, '#0b0a1f', 0],
        ],
        1,
        0,
      ),
    ),
  );
  c.add(
    rect(
      0,
      0,
      c.w,
      c.h,
      c.lin([
        [0.4, '#0b0a1f', 0],
        [1, '#0b0a1f', 0.55],
      ]),
    ),
  );
}

const HERO_LABEL = [
  'Lagos coastline at golden hour',
  'Resort pool at midday',
  'Abuja skyline at dusk',
  'Beach with palm trees in the morning',
] as const;

/** Wide 16:9 home-page background, indices 0–3, darkened on the left for headline text. */
export function heroSvg(index: number): string {
  const i = clampVariant(index, 4);
  const rng = createRng(`hero:${i}`);
  const c = new Canvas(1600, 900);
  if (i === 0) {
    const golden: Scape = {
      sky: ['#c8553d', '#f28f3b', '#ffd58a'],
      sun: '#fff1c1',
      layers: ['#d98a5f', '#8c3f3a', '#3b1d2a'],
      water: ['#e08a55', '#4a1f2a'],
      lit: false,
      stars: false,
    };
    lagosScape(c, rng, golden, 0.45, true, false);
  }
  if (i === 1) {
    const look = { ...lookFor('hero-pool', 'resort'), day: SKIES.midday, accent: '#6d28d9' };
    c.add('<g transform="translate(0 -180) scale(2)">');
    poolScene(c, rng, look, 'resort', true);
    c.add('</g>');
  }
  if (i === 2) {
    const dusk: Scape = {
      sky: ['#1e1b4b', '#6b3fa0', '#f0906a'],
      sun: '#ffc9a0',
      layers: ['#9a6a9c', '#4a2f6e', '#1a1230'],
      water: ['#4a2f6e', '#1a1230'],
      lit: true,
      stars: false,
    };
    abujaScape(c, rng, dusk, 0.4);
  }
  if (i === 3) {
    const morning: Scape = {
      sky: ['#5fa8d3', '#a9d6ec', '#fde8c8'],
      sun: '#fff6d8',
      layers: ['#7fa7b8', '#2f6f73', '#1f4f3a'],
      water: ['#3fa3c4', '#13698f'],
      lit: false,
      stars: false,
    };
    coastScape(c, rng, morning, 0.45);
  }
  vignette(c);
  return c.render(HERO_LABEL[i] ?? HERO_LABEL[0]);
}

function suitcase(x: number, foot: number, s: number, color: string): string {
  return (
    stroke(d`M${x + 8 * s} ${foot - 70 * s}v-36h${18 * s}v36`, '#4b5563', 3 * s, { 'stroke-linecap': 'butt' }) +
    rect(x, foot - 74 * s, 34 * s, 66 * s, color, { rx: 6 * s }) +
    stroke(d`M${x + 11 * s} ${foot - 70 * s}v58M${x + 23 * s} ${foot - 70 * s}v58`, shade(color, 0.25), 2 * s) +
    path(dot(x + 7 * s, foot - 4 * s, 4 * s) + dot(x + 27 * s, foot - 4 * s, 4 * s), '#2b2b2b')
  );
}

const AUTH_LABEL = [
  'Traveller with a suitcase arriving at a hotel',
  'Couple on a balcony at sunset',
  'Family enjoying a swimming pool',
] as const;

function authArrival(c: Canvas, rng: Rng): void {
  const look = { ...lookFor('auth-arrival', 'hotel'), sky: SKIES.golden, accent: '#6d28d9', style: 'grid' as const };
  c.add(rect(0, 0, 600, 640, skyFill(c, look.sky)));
  sunDisc(c, 120, 300, 34, look.sky.sun, false);
  clouds(c, rng, look.sky.cloud, 600, 200, 2);
  c.add(path(skylineData(rng, -10, 610, 600, 60, 200, 30, 70), look.sky.haze));
  tower(c, rng, look, look.sky, {
    x: 260,
    top: 150,
    w: 230,
    bottom: 540,
    depth: 40,
    wall: '#f4ece1',
    floorH: 30,
    sign: true,
    crown: 2,
    style: 'grid',
  });
  c.add(
    rect(230, 540, 330, 60, lit(look.sky, '#e9d8be')),
    rect(
      250,
      556,
      290,
      44,
      c.lin([
        [0, '#4a5468'],
        [1, '#9c8766'],
      ]),
    ),
    rect(300, 546, 190, 12, '#6d28d9', { rx: 2 }),
  );
  c.add(rect(0, 600, 600, 200, lit(look.sky, '#d9d3c7')), stroke('M0 680H600', '#c9c2b5', 2));
  c.add(
    palm(560, 610, 260, -30, '#8a6a4a', '#5aa046', '#2f6b34'),
    palm(40, 640, 300, 30, '#8a6a4a', '#5aa046', '#2f6b34'),
  );
  c.add(ellipse(230, 752, 110, 12, '#000000', { opacity: 0.12 }));
  c.add(
    person(
      200,
      750,
      2.3,
      { skin: SKIN[0], hair: '#1f1a17', top: '#0f766e', bottom: '#1e293b', style: 'afro' },
      [0, 0],
      [22, -8],
    ),
  );
  c.add(suitcase(262, 752, 2.2, '#6d28d9'));
}

function authBalcony(c: Canvas, rng: Rng): void {
  const p: Scape = {
    sky: ['#3a1c5c', '#c2456b', '#ffb36b'],
    sun: '#ffe2b0',
    layers: ['#a2456d', '#5e2350', '#23102e'],
    water: ['#9a3d62', '#3a1640'],
    lit: true,
    stars: false,
  };
  const H = 470;
  scapeSky(c, rng, p, H, [300, 420]);
  c.add(
    path(towersData(rng, -10, 610, H, 40, 170, 24, 50), p.layers[1]),
    litPath(litWindows(rng, 0, 600, H, 150, 50), 0.7),
  );
  waterBody(c, rng, p, H, 620, 300);
  c.add(
    rect(
      0,
      620,
      600,
      180,
      c.lin([
        [0, '#d6c2b5'],
        [1, '#9c8377'],
      ]),
    ),
  );
  c.add(
    person(
      250,
      760,
      2.2,
      { skin: SKIN[1], hair: '#e11d48', top: '#f8fafc', bottom: '#1e293b', style: 'wrap', back: true, dress: true },
      [4, 0],
      [16, 6],
    ),
  );
  c.add(
    person(
      350,
      760,
      2.35,
      { skin: SKIN[2], hair: '#1f1a17', top: '#6d28d9', bottom: '#334155', style: 'short', back: true },
      [-30, 52],
      [0, 0],
    ),
  );
  c.add(
    rect(-10, 560, 620, 140, '#dbeafe', { opacity: 0.28 }),
    rect(-10, 552, 620, 10, '#3f3f46', { rx: 4 }),
    stroke('M0 700H600', '#3f3f46', 6),
  );
  c.add(stroke('M20 562V700M200 562V700M400 562V700M580 562V700', '#3f3f46', 4));
  c.add(pottedPlant(540, 790, 2.2, '#b45309', GREENS[0], '#4f9a3f'));
  c.add(path('M0 0H70Q40 300 90 800H0z', '#f5e9dc', { opacity: 0.9 }));
}

function authPool(c: Canvas, rng: Rng): void {
  const sky = SKIES.midday;
  c.add(rect(0, 0, 600, 360, skyFill(c, sky)));
  sunDisc(c, 470, 80, 30, sky.sun, false);
  clouds(c, rng, sky.cloud, 600, 150, 2);
  c.add(
    palm(80, 360, 240, 20, '#8a6a4a', '#5aa046', '#2f6b34'),
    palm(520, 360, 210, -20, '#8a6a4a', '#5aa046', '#2f6b34'),
  );
  c.add(bushes(-10, 610, 372, 16, GREENS[0], '#5a9a46'), rect(0, 360, 600, 90, '#efe6d6'));
  c.add(
    umbrella(420, 440, 1.1, '#6d28d9'),
    lounger(320, 440, 1, '#f8fafc', '#c4b5fd'),
    lounger(440, 440, 1, '#f8fafc', '#c4b5fd'),
  );
  c.add(
    rect(0, 450, 600, 14, '#f7f3ea'),
    rect(
      0,
      464,
      600,
      336,
      c.lin([
        [0, '#6ddbe8'],
        [1, '#1486b8'],
      ]),
    ),
  );
  const swimmer = (
    x: number,
    waist: number,
    s: number,
    f: Figure,
    hl: readonly [number, number],
    hr: readonly [number, number],
  ): void => {
    const clip = c.clip(rect(0, 0, 600, waist, '#000'));
    c.add(group(person(x, waist + 88 * s, s, f, hl, hr), { 'clip-path': clip }));
    c.add(ellipse(x, waist, 40 * s, 7 * s, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.7 }));
  };
  swimmer(
    160,
    560,
    1.8,
    { skin: SKIN[0], hair: '#1f1a17', top: '#0f766e', bottom: '#0f766e', style: 'short' },
    [-10, 90],
    [0, 20],
  );
  swimmer(
    300,
    600,
    1.1,
    { skin: SKIN[2], hair: '#1f1a17', top: '#f59e0b', bottom: '#f59e0b', style: 'bun' },
    [-14, 60],
    [14, 60],
  );
  c.add(
    circle(300, 600, 42, 'none', { stroke: '#f43f5e', 'stroke-width': 18 }),
    circle(300, 600, 42, 'none', { stroke: '#ffffff', 'stroke-width': 18, 'stroke-dasharray': '22 22' }),
  );
  swimmer(
    440,
    580,
    1.8,
    { skin: SKIN[1], hair: '#2b2118', top: '#6d28d9', bottom: '#6d28d9', style: 'long' },
    [0, 20],
    [14, 90],
  );
  c.add(
    circle(520, 690, 26, '#facc15'),
    path('M494 690a26 26 0 0 1 52 0z', '#ef4444'),
    rect(498, 686, 44, 8, '#ffffff'),
  );
  let waves = '';
  for (let i = 0; i < 10; i++) waves += d`M${rng.range(0, 540)} ${rng.range(480, 790)}q12 -6 24 0t24 0`;
  c.add(stroke(waves, '#ffffff', 2.5, { opacity: 0.55 }));
}

/** Portrait 3:4 illustration for the sign-up carousel, indices 0–2. */
export function authSvg(index: number): string {
  const i = clampVariant(index, 3);
  const rng = createRng(`auth:${i}`);
  const c = new Canvas(600, 800);
  (i === 0 ? authArrival : i === 1 ? authBalcony : authPool)(c, rng);
  return c.render(AUTH_LABEL[i] ?? AUTH_LABEL[0]);
}

const STOP_WORDS = new Set(['the', 'and', 'of', 'by', 'at', 'a']);

function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '•';
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Square logo tile: rounded square in the brand colour with a monogram of the name. */
export function brandSvg(name: string, color: string): string {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim());
  const raw = match?.[1] ?? '6d28d9';
  const base = `#${(raw.length === 3 ? raw.replace(/./g, '$&$&') : raw).toLowerCase()}`;
  const rng = createRng(`brand:${name}`);
  const c = new Canvas(400, 400);
  // Pale brand colours would swallow a white monogram, so those get a dark one.
  const ink = luminance(base) > 0.55 ? shade(base, 0.75) : '#ffffff';
  c.add(
    rect(
      0,
      0,
      400,
      400,
      c.lin(
        [
          [0, tint(base, 0.14)],
          [1, shade(base, 0.16)],
        ],
        1,
        1,
      ),
      { rx: 88 },
    ),
  );
  const motif = rng.int(0, 2);
  if (motif === 0)
    c.add(
      circle(200, 200, 148, 'none', { stroke: ink, 'stroke-width': 3, opacity: 0.35 }),
      circle(200, 200, 132, 'none', { stroke: ink, 'stroke-width': 1.5, opacity: 0.2 }),
    );
  if (motif === 1)
    c.add(
      path('M200 52a148 148 0 0 1 148 148M200 348a148 148 0 0 1 -148 -148', 'none', {
        stroke: ink,
        'stroke-width': 3,
        opacity: 0.4,
        'stroke-linecap': 'round',
      }),
      circle(348, 200, 6, ink, { opacity: 0.5 }),
      circle(52, 200, 6, ink, { opacity: 0.5 }),
    );
  if (motif === 2)
    c.add(
      rect(70, 70, 260, 260, 'none', { rx: 56, stroke: ink, 'stroke-width': 3, opacity: 0.35 }),
      stroke('M150 300H250', ink, 4, { opacity: 0.5 }),
    );
  const text = initials(name);
  const size = Array.from(text).length > 1 ? 136 : 170;
  c.add(
    el(
      'text',
      {
        x: 200,
        y: 200 + size * 0.35,
        'text-anchor': 'middle',
        'font-family': 'system-ui, sans-serif',
        'font-weight': 700,
        'font-size': size,
        fill: ink,
        'letter-spacing': -4,
      },
      escapeXml(text),
    ),
  );
  return c.render(`${name} logo`);
}
