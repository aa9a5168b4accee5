import { createRng, type Rng } from './prng';

/** Kinds of property the catalogue draws. */
export type PropertyKind = 'hotel' | 'apartment' | 'resort';

type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [offset: number, color: string, opacity?: number];
type Trio = readonly [string, string, string];

const num = (v: number): string => String(Math.round(v * 10) / 10);

/** Template tag that rounds every interpolated number, keeping path data short. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out;
}

/** Escapes text for use inside XML content or attribute values. */
export function escapeXml(text: string): string {
  return text
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
const path = (data: string, fill: string, more: Attrs = {}): string => (data ? el('path', { d: data, fill, ...more }) : '');
const poly = (points: readonly number[], fill: string, more: Attrs = {}): string =>
  el('polygon', { points: points.map(num).join(' '), fill, ...more });
const stroke = (data: string, color: string, width: number, more: Attrs = {}): string =>
  path(data, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
const group = (inner: string, more: Attrs): string => el('g', more, inner);

const dot = (cx: number, cy: number, r: number): string =>
  d`M${cx - r} ${cy}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0`;
const box = (x: number, y: number, w: number, h: number): string => d`M${x} ${y}h${w}v${h}h${-w}z`;

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
  const c = (i: 0 | 1 | 2): string => Math.round(x[i] + (y[i] - x[i]) * t).toString(16).padStart(2, '0');
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
    this.defs.push(markup.replace('<X', `<${kind === 'c' ? 'clipPath' : kind === 'r' ? 'radialGradient' : 'linearGradient'} id="${id}"`));
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
    .map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op }))
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
    key: 'morning', stops: ['#7db8e6', '#bcdcf2', '#fbe3c6'], sun: '#fff3cc', cloud: '#ffffff', haze: '#b3c9dc',
    tint: '#ffe6c7', amount: 0.06, glass: ['#9cc8ea', '#e2f0fa'], lit: 0, sunY: 0.4,
  },
  midday: {
    key: 'midday', stops: ['#2f7fcf', '#6fb0e6', '#cfe8f8'], sun: '#fffbe6', cloud: '#ffffff', haze: '#a3c1dc',
    tint: '#ffffff', amount: 0, glass: ['#6aa3d3', '#d3e8f6'], lit: 0, sunY: 0.18,
  },
  golden: {
    key: 'golden', stops: ['#e07b55', '#f4ae69', '#fde0a4'], sun: '#fff1bf', cloud: '#ffd8b6', haze: '#dc9f80',
    tint: '#ff9b4d', amount: 0.16, glass: ['#f0ac78', '#fce2b8'], lit: 0.12, sunY: 0.72,
  },
  dusk: {
    key: 'dusk', stops: ['#2b2a63', '#7b4b94', '#f08a6c'], sun: '#ffc49a', cloud: '#b0709a', haze: '#5e4a80',
    tint: '#2e2660', amount: 0.4, glass: ['#4b3f7a', '#8a6aa0'], lit: 0.45, sunY: 0.86,
  },
  night: {
    key: 'night', stops: ['#0a1230', '#1a2657', '#34457e'], sun: '#f3f0dc', cloud: '#2f3c6b', haze: '#1d2a55',
    tint: '#0d1638', amount: 0.58, glass: ['#1e2a4f', '#2c3b66'], lit: 0.6, sunY: 0.22,
  },
};

const LIT = '#ffd27a';
const WALLS = ['#f4ece1', '#e9d8be', '#f7f5f0', '#dcc7a6', '#d08c68', '#a9bccd', '#e8cfc0', '#bfcdb5', '#d9dee4', '#eedca9', '#8d9baa', '#d2ae8e', '#c9b8d9', '#e3e6ea'];
const ACCENTS = ['#6d28d9', '#0f766e', '#b45309', '#1d4ed8', '#be123c', '#15803d', '#c2410c', '#334155', '#7c2d12', '#0e7490', '#9333ea', '#a16207'];
const ROOFS = ['#7c2d12', '#9a3412', '#44403c', '#1f2937', '#8b5e34', '#a86b3c', '#57534e', '#3f4a2a'];
const TRIMS = ['#2b2f3a', '#3f3f46', '#f8fafc', '#5b4636', '#1e293b'];
const WOODS = ['#8b5a2b', '#a47148', '#6b4226', '#c08a5b'];
const GREENS = ['#2f6b3a', '#3f7d3a', '#2e5e4e', '#4d7c2f'] as const;

const lit = (sky: Sky, c: string): string => mix(c, sky.tint, sky.amount);

function skyFill(c: Canvas, sky: Sky): string {
  return c.lin([[0, sky.stops[0]], [0.6, sky.stops[1]], [1, sky.stops[2]]]);
}

function sunDisc(c: Canvas, x: number, y: number, r: number, color: string, night: boolean): void {
  c.add(circle(x, y, r * 3.4, c.rad([[0, color, 0.5], [0.35, color, 0.18], [1, color, 0]])), circle(x, y, r, color));
  if (night) c.add(path(dot(x - r * 0.3, y - r * 0.2, r * 0.22) + dot(x + r * 0.35, y + r * 0.25, r * 0.15), '#000000', { opacity: 0.08 }));
}

function stars(c: Canvas, rng: Rng, w: number, h: number, n: number): void {
  let data = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const s = rng.range(0.8, 2);
    data += d`M${x} ${y - s}l${s} ${s}l${-s} ${s}l${-s} ${-s}z`;
  }
  c.add(path(data, '#ffffff', { opacity: 0.85 }));
}

function cloud(x: number, y: number, s: number): string {
  return (
    dot(x, y - 12 * s, 12 * s) + dot(x + 20 * s, y - 22 * s, 20 * s) + dot(x + 44 * s, y - 16 * s, 16 * s) +
    dot(x + 60 * s, y - 10 * s, 10 * s) + box(x, y - 12 * s, 60 * s, 12 * s)
  );
}

function clouds(c: Canvas, rng: Rng, color: string, w: number, maxY: number, n: number, scale = 1): void {
  let data = '';
  for (let i = 0; i < n; i++) {
    data += cloud(((i + rng.range(0.1, 0.7)) * w) / n - 30 * scale, rng.range(maxY * 0.25, maxY), rng.range(0.8, 1.5) * scale);
  }
  c.add(path(data, color, { opacity: 0.9 }));
}

function skylineData(rng: Rng, x0: number, x1: number, base: number, minH: number, maxH: number, minW: number, maxW: number): string {
  let data = '';
  for (let x = x0; x < x1; ) {
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
  let rings = '';
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const px = (1 - t) * (1 - t) * x + 2 * t * (1 - t) * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * base + 2 * t * (1 - t) * cy + t * t * ty;
    rings += d`M${px - 7 * s} ${py}l${14 * s} ${-3 * s}`;
  }
  out += stroke(rings, dark, 1.4 * s, { opacity: 0.35 });
  const angles = [-172, -140, -112, -80, -50, -18, 12, 168, 198];
  let back = '';
  let front = '';
  angles.forEach((a, i) => {
    const r = (a * Math.PI) / 180;
    const len = (82 + (i % 3) * 14) * s;
    const ex = tx + Math.cos(r) * len;
    const ey = ty + Math.sin(r) * len * 0.55 + len * 0.38;
    const frond = leaf(tx, ty, ex, ey, len * 0.13, len * 0.3);
    if (i % 2) back += frond;
    else front += frond;
  });
  out += path(back, dark) + path(front, light) + path(dot(tx - 4 * s, ty + 4 * s, 4.5 * s) + dot(tx + 4 * s, ty + 5 * s, 4.5 * s), '#6b4423');
  return out;
}

function tree(x: number, base: number, r: number, dark: string, light: string, trunk = '#6b4a2f'): string {
  return (
    rect(x - r * 0.09, base - r * 1.5, r * 0.18, r * 1.5, trunk) +
    path(dot(x, base - r * 1.9, r) + dot(x - r * 0.75, base - r * 1.45, r * 0.7) + dot(x + r * 0.75, base - r * 1.5, r * 0.75), dark) +
    path(dot(x - r * 0.3, base - r * 2.15, r * 0.55) + dot(x + r * 0.35, base - r * 1.9, r * 0.35), light, { opacity: 0.9 })
  );
}

function bushes(rng: Rng, x0: number, x1: number, y: number, r: number, dark: string, light: string): string {
  let a = '';
  let b = '';
  for (let x = x0; x < x1; x += r * rng.range(1.1, 1.6)) {
    const rr = r * rng.range(0.8, 1.15);
    a += dot(x, y - rr * 0.6, rr);
    b += dot(x - rr * 0.25, y - rr * 0.95, rr * 0.45);
  }
  return path(a, dark) + path(b, light, { opacity: 0.8 });
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
  return path(a, dark) + path(b, light) + poly([x - 17 * s, y - 34 * s, x + 17 * s, y - 34 * s, x + 12 * s, y, x - 12 * s, y], pot);
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
    path(d`M${x - 54 * s} ${y - 74 * s}Q${x} ${y - 116 * s} ${x + 54 * s} ${y - 74 * s}Q${x + 27 * s} ${y - 80 * s} ${x} ${y - 74 * s}Q${x - 27 * s} ${y - 80 * s} ${x - 54 * s} ${y - 74 * s}Z`, color) +
    path(d`M${x} ${y - 102 * s}L${x - 12 * s} ${y - 75 * s}Q${x} ${y - 78 * s} ${x + 12 * s} ${y - 75 * s}Z`, '#ffffff', { opacity: 0.35 })
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

function lamp(x: number, base: number, h: number, night: boolean): string {
  const glow = night ? path(d`M${x + 15} ${base - h}l-30 ${h - 6}h60z`, '#ffd27a', { opacity: 0.12 }) : '';
  return stroke(d`M${x} ${base}V${base - h}q0 -6 8 -6h10`, '#2f3440', 3) + glow + rect(x + 8, base - h - 2, 14, 5, night ? '#fff0c2' : '#4b5563', { rx: 2 });
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
    sky: SKIES[rng.pick<SkyKey>(['morning', 'midday', 'midday', 'golden', 'golden', 'dusk', 'night'])],
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
  c.add(poly([x + w, top, x + w + depth, top + slope(top), x + w + depth, bottom, x + w, bottom], side), rect(x, top, w, bottom - top, wall));
  const gl = c.lin([[0, sky.glass[0]], [1, sky.glass[1]]]);
  const bandTop = top + (t.sign ? 46 : 16);
  const rows = Math.max(1, Math.floor((bottom - bandTop - 6) / t.floorH));
  let glass = '';
  let lights = '';
  let sideGlass = '';
  const cell = (cx: number, cy: number, cw: number, ch: number): void => {
    if (rng.chance(sky.lit)) lights += box(cx, cy, cw, ch);
    else glass += box(cx, cy, cw, ch);
  };
  if (t.style === 'glass') c.add(rect(x + 6, bandTop - 4, w - 12, rows * t.floorH + 4, gl));
  const cols = t.style === 'grid' ? Math.max(3, Math.round(w / 32)) : Math.max(4, Math.round((w - 12) / 24));
  const colW = t.style === 'grid' ? w / cols : (w - 12) / cols;
  for (let r = 0; r < rows; r++) {
    const y = bandTop + r * t.floorH;
    for (let k = 0; k < cols; k++) {
      if (t.style === 'grid') cell(x + k * colW + colW * 0.22, y + t.floorH * 0.2, colW * 0.56, t.floorH * 0.6);
      else if (t.style === 'ribbon') cell(x + 6 + k * colW, y + t.floorH * 0.22, colW - 1.6, t.floorH * 0.56);
      else if (rng.chance(sky.lit)) lights += box(x + 6 + k * colW, y, colW, t.floorH);
    }
    const sy = y + t.floorH * 0.22;
    const k1 = slope(sy);
    sideGlass += d`M${x + w + 4} ${sy}L${x + w + depth - 4} ${sy + k1 * ((depth - 8) / depth)}v${t.floorH * 0.5}L${x + w + 4} ${sy + t.floorH * 0.5}z`;
  }
  c.add(path(glass, gl), path(lights, LIT), path(sideGlass, shade(sky.glass[0], 0.35)));
  if (t.style === 'glass') {
    let fins = '';
    for (let r = 0; r <= rows; r++) fins += d`M${x + 6} ${bandTop + r * t.floorH - 2}H${x + w - 6}`;
    for (let k = 0; k <= cols; k++) fins += d`M${x + 6 + k * colW} ${bandTop - 4}V${bandTop + rows * t.floorH}`;
    c.add(stroke(fins, wall, 2.4, { 'stroke-linecap': 'butt' }));
  }
  if (sky.lit < 0.3) {
    const clip = c.clip(rect(x, top, w, bottom - top, '#000'));
    c.add(group(poly([x + w * 0.35, top, x + w * 0.62, top, x + w * 0.1, bottom, x - w * 0.2, bottom], '#ffffff'), { 'clip-path': clip, opacity: 0.13 }));
  }
  const trim = lit(sky, shade(t.wall, 0.3));
  if (t.crown === 0) c.add(rect(x - 3, top - 7, w + 6, 8, trim));
  if (t.crown === 1) c.add(stroke(d`M${x + w * 0.7} ${top - 22}v-34`, trim, 2), rect(x + w * 0.5, top - 22, w * 0.32, 22, trim), rect(x - 3, top - 5, w + 6, 6, trim));
  if (t.crown === 2) c.add(poly([x, top + 1, x + w, top - 34, x + w, top + 1], lit(sky, look.accent)), poly([x + w, top - 34, x + w + depth, top - 34 + slope(top), x + w + depth, top + slope(top), x + w, top + 1], shade(lit(sky, look.accent), 0.3)));
  if (t.crown === 3) c.add(rect(x + w * 0.12, top - 14, w * 0.76, 15, wall), rect(x + w * 0.3, top - 28, w * 0.4, 15, trim));
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
  sunDisc(c, rng.range(c.w * 0.08, c.w * 0.92), base * sky.sunY, sky.key === 'night' ? 22 : 30, sky.sun, sky.key === 'night');
  clouds(c, rng, sky.cloud, c.w, base * 0.45, rng.int(2, 4));
  c.add(path(skylineData(rng, -10, c.w + 10, base, 40, 150, 26, 64), sky.haze));
  if (sky.lit > 0.3) {
    let win = '';
    for (let i = 0; i < 40; i++) win += box(rng.range(0, c.w), base - rng.range(6, 120), 3, 4);
    c.add(path(win, LIT, { opacity: 0.5 }));
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
  let dash = '';
  for (let x = -20; x < 800; x += 80) dash += box(x, GROUND + 80, 44, 4);
  c.add(path(dash, lit(sky, '#f1f5f9'), { opacity: 0.8 }));
  c.add(car(rng.range(20, 280), GROUND + 112, 1, lit(sky, rng.pick(['#dc2626', '#f8fafc', '#1e293b', '#2563eb', '#a3a3a3'])), night));
  if (rng.chance(0.6)) c.add(car(rng.range(480, 660), GROUND + 76, 0.85, lit(sky, rng.pick(['#facc15', '#0f766e', '#e5e7eb', '#7c3aed'])), night));
}

function hotelScene(c: Canvas, rng: Rng, look: Look): void {
  const sky = look.sky;
  cityBackdrop(c, rng, sky, GROUND);
  const w = rng.range(190, 230);
  const x = 400 - w / 2 + rng.range(-70, 70);
  const top = rng.range(100, 160);
  const podium = GROUND - 58;
  let left = x;
  let right = x + w + 34;
  if (look.towers > 1) {
    const w2 = rng.range(130, 160);
    const x2 = rng.chance(0.5) ? x - w2 + 20 : x + w + 6;
    left = Math.min(left, x2);
    right = Math.max(right, x2 + w2 + 26);
    tower(c, rng, look, sky, { x: x2, top: top + rng.range(60, 120), w: w2, bottom: podium, depth: 26, wall: look.wall2, floorH: 28, sign: false, crown: 0, style: look.style });
  }
  tower(c, rng, look, sky, { x, top, w, bottom: podium, depth: 34, wall: look.wall, floorH: 28, sign: true, crown: look.crown, style: look.style });
  const px = Math.max(10, left - 50);
  const pw = Math.min(790, right + 50) - px;
  const night = sky.lit > 0.3;
  const warm = night ? c.lin([[0, '#ffe3a0'], [1, '#f3a952']]) : c.lin([[0, lit(sky, '#4a5468')], [1, lit(sky, '#9c8766')]]);
  c.add(rect(px, podium, pw, 58, lit(sky, shade(look.wall, 0.08))), rect(px + 10, podium + 16, pw - 20, 42, warm));
  let mull = '';
  for (let mx = px + 38; mx < px + pw - 12; mx += 28) mull += d`M${mx} ${podium + 16}V${GROUND}`;
  c.add(stroke(mull, lit(sky, look.trim), 2, { 'stroke-linecap': 'butt' }), rect(px - 4, podium - 6, pw + 8, 8, lit(sky, look.trim)));
  const cx = x + w / 2;
  c.add(
    rect(cx - 84, podium + 8, 168, 11, lit(sky, shade(look.accent, 0.1)), { rx: 2 }),
    rect(cx - 78, podium + 19, 156, 2.5, night ? '#fff1c4' : tint(look.accent, 0.5)),
    rect(cx - 74, podium + 20, 4, 38, lit(sky, look.trim)),
    rect(cx + 70, podium + 20, 4, 38, lit(sky, look.trim)),
  );
  const fx = px + 16;
  c.add(stroke(d`M${fx} ${GROUND}v-118M${fx + 22} ${GROUND}v-112M${fx + 44} ${GROUND}v-118`, '#cbd5e1', 2));
  c.add(rect(fx + 1, GROUND - 117, 8, 16, '#008751'), rect(fx + 9, GROUND - 117, 8, 16, '#ffffff'), rect(fx + 17, GROUND - 117, 8, 16, '#008751'));
  c.add(rect(fx + 23, GROUND - 111, 24, 16, lit(sky, look.accent)), rect(fx + 45, GROUND - 117, 24, 16, lit(sky, look.wall2)));
  const [dark, light] = [lit(sky, '#2f6b3a'), lit(sky, '#5a9a46')];
  c.add(bushes(rng, px + 80, cx - 90, GROUND, 11, dark, light), bushes(rng, cx + 96, px + pw, GROUND, 11, dark, light));
  street(c, rng, sky);
  c.add(lamp(rng.range(280, 330), GROUND + 30, 120, night), lamp(rng.range(560, 620), GROUND + 30, 120, night));
  c.add(palm(px - 6, GROUND + 6, rng.range(170, 210), rng.range(-20, 10), lit(sky, '#8a6a4a'), lit(sky, '#4f9a3f'), lit(sky, '#2f6b34')));
  c.add(palm(px + pw + 8, GROUND + 6, rng.range(150, 200), rng.range(-10, 25), lit(sky, '#8a6a4a'), lit(sky, '#4f9a3f'), lit(sky, '#2f6b34')));
}

function balconies(c: Canvas, rng: Rng, look: Look, sky: Sky, x: number, w: number, y: number, fh: number, rows: number, ground: boolean): void {
  const units = Math.max(1, Math.round(w / 110));
  const uw = w / units;
  const metal = rng.chance(0.5);
  const gl = c.lin([[0, sky.glass[0]], [1, sky.glass[1]]]);
  let glass = '';
  let lights = '';
  let slabs = '';
  let rails = '';
  let panes = '';
  let plants = '';
  let acs = '';
  for (let r = 0; r < rows; r++) {
    const fy = y + r * fh;
    for (let u = 0; u < units; u++) {
      const ux = x + u * uw;
      const door = box(ux + uw * 0.2, fy + 9, uw * 0.6, fh - 15);
      if (rng.chance(sky.lit)) lights += door;
      else glass += door;
      if (ground && r === rows - 1) continue;
      slabs += box(ux + 4, fy + fh - 7, uw - 8, 7);
      if (metal) {
        rails += d`M${ux + 6} ${fy + fh - 24}H${ux + uw - 6}`;
        for (let bx = ux + 8; bx < ux + uw - 6; bx += 6) rails += d`M${bx} ${fy + fh - 24}V${fy + fh - 7}`;
      } else {
        panes += box(ux + 6, fy + fh - 24, uw - 12, 17);
        rails += d`M${ux + 6} ${fy + fh - 24}H${ux + uw - 6}`;
      }
      if (rng.chance(0.35)) plants += dot(ux + uw * rng.range(0.2, 0.8), fy + fh - 24, rng.range(5, 8));
      if (rng.chance(0.3)) acs += box(ux + uw - 20, fy + 12, 14, 10);
    }
  }
  c.add(path(glass, gl), path(lights, LIT), path(acs, lit(sky, '#e5e7eb')), path(plants, lit(sky, '#3f7d3a')));
  c.add(path(panes, '#d9eef8', { opacity: 0.45 }), path(slabs, lit(sky, tint(look.wall, 0.55))), stroke(rails, lit(sky, look.trim), metal ? 1.4 : 2.2, { 'stroke-linecap': 'butt' }));
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
  c.add(poly([x + w, top, x + w + 40, top + 12, x + w + 40, GROUND, x + w, GROUND], shade(wall, 0.22)), rect(x, top, w, GROUND - top, wall));
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
  balconies(c, rng, look, sky, x + 6, coreX - x - 10, top, fh, n, true);
  balconies(c, rng, look, sky, coreX + coreW + 4, x + w - coreX - coreW - 10, top, fh, n, true);
  const trim = lit(sky, look.trim);
  c.add(rect(x - 4, top - 8, w + 8, 9, trim), rect(coreX - 3, top - 22, coreW + 6, 5, trim));
  let tanks = '';
  for (const tx of [x + 24, x + 54, x + w - 60]) tanks += d`M${tx} ${top - 8}v-26a13 4 0 0 1 26 0v26z`;
  c.add(path(tanks, lit(sky, rng.pick(['#1f2937', '#1e3a8a', '#111827']))));
  c.add(poly([x + w - 160, top - 8, x + w - 96, top - 8, x + w - 106, top - 26, x + w - 150, top - 26], lit(sky, '#1e3a5f')));
  const fence = lit(sky, rng.pick(['#efe7da', '#d6c7ad', '#e5e7eb', '#c9b79c']));
  c.add(tree(x - 20, GROUND, rng.range(34, 44), lit(sky, GREENS[0]), lit(sky, '#5a9a46')), tree(x + w + 40, GROUND, rng.range(30, 42), lit(sky, GREENS[2]), lit(sky, '#6aa84f')));
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
  c.add(palm(rng.range(30, 90), GROUND + 8, rng.range(150, 190), rng.range(-5, 25), lit(sky, '#8a6a4a'), lit(sky, '#4f9a3f'), lit(sky, '#2f6b34')));
}

function villa(c: Canvas, sky: Sky, look: Look, x: number, base: number, w: number, h: number, roofH: number): void {
  const wall = lit(sky, look.wall);
  const roof = lit(sky, look.roof);
  c.add(rect(x, base - h, w, h, wall));
  const n = Math.max(2, Math.round(w / 44));
  const gap = w / n;
  let doors = '';
  for (let i = 0; i < n; i++) doors += d`M${x + i * gap + gap * 0.25} ${base}v${-h * 0.62}a${gap * 0.25} ${gap * 0.25} 0 0 1 ${gap * 0.5} 0v${h * 0.62}z`;
  c.add(path(doors, sky.lit > 0.1 ? c.lin([[0, '#ffe3a0'], [1, '#e89a4a']]) : lit(sky, shade(look.wall2, 0.55))));
  c.add(poly([x - 16, base - h + 4, x + w + 16, base - h + 4, x + w - 20, base - h - roofH, x + 20, base - h - roofH], roof));
  let thatch = '';
  for (let i = 1; i < 8; i++) thatch += d`M${x - 16 + (i * (w + 32)) / 8} ${base - h + 2}L${x + 20 + (i * (w - 40)) / 8} ${base - h - roofH + 4}`;
  c.add(stroke(thatch, shade(roof, 0.25), 1.5, { opacity: 0.6 }), rect(x - 16, base - h + 1, w + 32, 4, shade(roof, 0.3)));
  c.add(stroke(d`M${x + 4} ${base}v${-h + 4}M${x + w - 4} ${base}v${-h + 4}`, lit(sky, look.wood), 5, { 'stroke-linecap': 'butt' }));
}

function water(c: Canvas, rng: Rng, x: number, y: number, w: number, h: number, rx: number, top: string, bottom: string): void {
  c.add(rect(x, y, w, h, c.lin([[0, top], [1, bottom]]), { rx }));
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
    c.add(rect(0, H, 800, 80, c.lin([[0, lit(sky, '#4fb3d9')], [1, lit(sky, '#1f7fb0')]])));
    c.add(path(smooth([[480, H], [560, H - 26], [640, H - 34], [720, H - 14], [780, H]], H + 1), lit(sky, mix(sky.haze, '#3d6b4f', 0.4))));
  } else {
    c.add(path(smooth([[-20, H - 10], [140, H - 70], [320, H - 30], [520, H - 90], [700, H - 40], [820, H - 60]], H + 80), lit(sky, mix(sky.haze, '#4f7d56', 0.45))));
  }
  c.add(rect(0, H + 60, 800, 240, lit(sky, '#6f9f55')));
  c.add(path(smooth([[-20, H + 70], [200, H + 40], [420, H + 58], [620, H + 36], [820, H + 62]], H + 120), lit(sky, '#5c8f48')));
  const base = 438;
  for (const px of [170, 330, 520, 680]) c.add(palm(px + rng.range(-20, 20), base - 40, rng.range(120, 160), rng.range(-25, 25), lit(sky, '#8a6a4a'), lit(sky, '#58a145'), lit(sky, '#326b35')));
  const mw = rng.range(220, 260);
  const mx = 400 - mw / 2 + rng.range(-30, 30);
  villa(c, sky, look, 30, base - 14, 130, 50, 34);
  villa(c, sky, look, 800 - 160, base - 14, 130, 50, 34);
  villa(c, sky, look, mx, base, mw, 64, 54);
  c.add(rect(0, base, 800, 162, lit(sky, rng.pick(['#efe4d0', '#e8dcc8', '#f3ede2', '#e2d3bd']))));
  c.add(bushes(rng, 0, 800, base + 4, 10, lit(sky, '#2f6b3a'), lit(sky, '#5a9a46')));
  c.add(rect(90, 478, 620, 104, lit(sky, '#f8f5ef'), { rx: 40 }));
  water(c, rng, 100, 486, 600, 88, 34, lit(sky, '#6ddbe8'), lit(sky, '#1c93c0'));
  const cushion = lit(sky, tint(look.accent, 0.25));
  for (const lx of [120, 220, 470, 570]) c.add(lounger(lx, 470, 0.9, lit(sky, '#f8fafc'), cushion));
  c.add(umbrella(200, 470, 0.8, lit(sky, look.accent)), umbrella(550, 470, 0.8, lit(sky, look.accent)));
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
    tower(c, rng, look, sky, { x: 470, top: 30, w: 260, bottom: H + 40, depth: 40, wall: look.wall, floorH: 30, sign: true, crown: 0, style: look.style });
  } else {
    c.add(rect(0, H, 800, 50, c.lin([[0, '#5ab8dc'], [1, '#2a8fbf']])));
    c.add(path(smooth([[80, H], [160, H - 22], [260, H - 30], [340, H]], H + 1), mix(sky.haze, '#3d6b4f', 0.5)));
  }
  c.add(bushes(rng, -10, 810, H + 52, 18, GREENS[0], '#5a9a46'));
  c.add(rect(0, H + 40, 800, 600 - H, c.lin([[0, '#efe6d6'], [1, '#d9cbb2']])));
  c.add(poly([150, 332, 650, 332, 880, 610, -80, 610], '#f7f3ea'));
  c.add(poly([166, 344, 634, 344, 850, 610, -50, 610], c.lin([[0, '#8ae3ec'], [0.5, '#3cb6d8'], [1, '#1486b8']])));
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
  balconies(c, rng, look, sky, 0, 800, 90, 60, 4, true);
  c.add(rect(-10, 82, 820, 10, lit(sky, look.trim)));
  c.add(rect(0, base, 800, 220, c.lin([[0, '#7fb35e'], [1, '#4f8f3e']])));
  c.add(bushes(rng, -10, 810, base + 6, 14, GREENS[0], '#5a9a46'));
  c.add(path(d`M330 600C360 520 470 470 440 ${base + 4}H500C540 460 470 530 500 600Z`, '#e7dcc6'));
  c.add(tree(120, 520, 46, GREENS[0], '#6aa84f'), tree(690, 500, 40, GREENS[3], '#7cb55a'));
  let flowers = '';
  for (let i = 0; i < 40; i++) flowers += dot(rng.range(560, 790), rng.range(540, 590), rng.range(3, 5));
  c.add(bushes(rng, 540, 810, 600, 14, GREENS[2], '#4f9a3f'), path(flowers, rng.pick(['#f472b6', '#fbbf24', '#f87171'])));
  const px = 210;
  c.add(rect(px, 420, 150, 8, look.wood), stroke(d`M${px + 8} 428v60M${px + 142} 428v60`, look.wood, 6, { 'stroke-linecap': 'butt' }), rect(px - 6, 412, 162, 10, lit(sky, look.roof), { rx: 2 }));
  c.add(rect(px + 14, 462, 122, 8, look.wood, { rx: 2 }), rect(px + 18, 440, 114, 6, look.wood, { rx: 2 }), stroke(d`M${px + 20} 470v18M${px + 130} 470v18`, '#374151', 3));
  c.add(lamp(610, 520, 110, false), pottedPlant(40, 600, 1.3, lit(sky, look.wall2), GREENS[0], '#4f9a3f'));
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
  c.add(poly([0, B + (left * (B - E)) / (400 - left), left, B, right, B, 800, B + ((800 - right) * (B - E)) / (right - 400), 800, 600, 0, 600], r.floor));
  c.add(rect(left, 70, right - left, B - 70, r.wall));
  let lines = '';
  for (let x = left; x <= right; x += planks ? 30 : 60) {
    const ex = 400 + ((x - 400) * (600 - E)) / (B - E);
    lines += d`M${x} ${B}L${ex} 600`;
  }
  if (!planks) for (const y of [462, 505, 565]) lines += d`M0 ${y}H800`;
  c.add(stroke(lines, shade(r.floor, 0.25), 1.2, { opacity: 0.35 }), rect(left, B - 8, right - left, 8, shade(r.wall, 0.12)));
}

function windowView(c: Canvas, rng: Rng, sky: Sky, x: number, y: number, w: number, h: number, frame: string): void {
  c.add(rect(x, y, w, h, skyFill(c, sky)));
  sunDisc(c, x + w * rng.range(0.25, 0.75), y + h * 0.3, Math.min(w, h) * 0.06, sky.sun, sky.key === 'night');
  const clip = c.clip(rect(x, y, w, h, '#000'));
  c.add(group(path(skylineData(rng, x, x + w, y + h, h * 0.1, h * 0.45, w * 0.06, w * 0.16), sky.haze) + (sky.lit > 0.3 ? path(skylineData(rng, x, x + w, y + h, 4, 8, 2, 4), LIT, { opacity: 0.5 }) : ''), { 'clip-path': clip }));
  c.add(rect(x, y, w, h, 'none', { stroke: frame, 'stroke-width': 10 }), stroke(d`M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.62}H${x + w}`, frame, 6, { 'stroke-linecap': 'butt' }));
}

function pendant(x: number, drop: number, r: number, shadeColor: string, glow: boolean): string {
  return (
    stroke(d`M${x} 0V${drop}`, '#3a3a3a', 1.5) +
    (glow ? circle(x, drop + r * 0.6, r * 2.4, LIT, { opacity: 0.18 }) : '') +
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
  c.add(group(circle(x + w * rng.range(0.25, 0.75), y + h * 0.45, h * 0.28, a) + path(smooth([[x, y + h * 0.7], [x + w * 0.35, y + h * 0.5], [x + w * 0.7, y + h * 0.75], [x + w, y + h * 0.6]], y + h), b, { opacity: 0.85 }), { 'clip-path': clip }));
}

function lobbyScene(c: Canvas, rng: Rng, look: Look): void {
  const wall = tint(look.wall, 0.25);
  roomShell(c, { wall, side: shade(wall, 0.12), ceiling: shade(wall, 0.3), floor: rng.pick(['#d9d2c5', '#c8b9a3', '#e6e1d8', '#b8a48a']) }, false);
  c.add(poly([0, 40, 80, 96, 80, 420, 0, 470], skyFill(c, look.sky)), poly([0, 40, 80, 96, 80, 420, 0, 470], 'none', { stroke: look.trim, 'stroke-width': 6 }));
  c.add(stroke('M40 68V445', look.trim, 4));
  const feature = shade(look.wall2, 0.1);
  c.add(rect(250, 70, 300, 360, feature));
  let slats = '';
  for (let x = 262; x < 550; x += 16) slats += d`M${x} 70V430`;
  c.add(stroke(slats, shade(feature, 0.2), 3, { 'stroke-linecap': 'butt', opacity: 0.5 }));
  c.add(circle(400, 190, 42, look.accent), circle(400, 190, 30, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }));
  c.add(rect(290, 350, 220, 80, look.accent), rect(282, 340, 236, 12, '#f4f1ec', { rx: 3 }));
  let flutes = '';
  for (let x = 300; x < 510; x += 12) flutes += d`M${x} 356V428`;
  c.add(stroke(flutes, shade(look.accent, 0.25), 2, { opacity: 0.6 }));
  for (const [x, drop] of [[300, 150], [400, 110], [500, 150]] as const) c.add(pendant(x, drop, 16, look.accent, true));
  c.add(ellipse(400, 540, 260, 46, tint(look.accent, 0.55), { opacity: 0.8 }));
  c.add(sofa(110, 560, 190, rng.pick(['#e7e0d3', '#cfc6b8', '#5b6475', '#b08968']), tint(look.accent, 0.2)));
  c.add(sofa(500, 560, 190, rng.pick(['#e7e0d3', '#cfc6b8', '#5b6475', '#b08968']), tint(look.accent, 0.2)));
  c.add(ellipse(400, 520, 70, 14, look.wood), rect(396, 520, 8, 30, shade(look.wood, 0.3)), rect(388, 492, 14, 28, '#f8fafc', { rx: 4 }), path(leaf(395, 492, 380, 462, 6) + leaf(395, 492, 412, 466, 6), GREENS[1]));
  c.add(pottedPlant(60, 590, 2.2, '#e7e5e4', GREENS[0], '#4f9a3f'), pottedPlant(735, 590, 2, shade(look.wood, 0.1), GREENS[2], '#5a9a46'));
  art(c, rng, 600, 170, 70, 100, [look.accent, look.wall2, '#f59e0b', '#0f766e']);
}

function barScene(c: Canvas, rng: Rng, look: Look): void {
  const wall = shade(look.wall2, 0.35);
  roomShell(c, { wall, side: shade(wall, 0.18), ceiling: shade(wall, 0.45), floor: shade(look.wood, 0.05) }, true);
  c.add(rect(180, 90, 440, 230, c.lin([[0, '#3b2a1f'], [1, '#6b4a2f']])), rect(190, 100, 420, 210, c.lin([[0, '#ffdca0', 0.25], [1, '#ffdca0', 0.6]])));
  const colors = ['#b45309', '#15803d', '#e5e7eb', '#7c2d12', '#0e7490', '#facc15'];
  const byColor = new Map<string, string>();
  for (const shelf of [160, 230, 300]) {
    c.add(rect(186, shelf, 428, 5, '#2a1d14'));
    for (let x = 198; x < 600; x += rng.range(13, 20)) {
      const h = rng.range(26, 42);
      const col = rng.pick(colors);
      byColor.set(col, (byColor.get(col) ?? '') + box(x, shelf - h * 0.65, 9, h * 0.65) + box(x + 3, shelf - h, 3, h * 0.36));
    }
  }
  for (const [col, data] of byColor) c.add(path(data, col, { opacity: 0.9 }));
  c.add(rect(150, 350, 500, 80, look.wood), rect(140, 338, 520, 14, '#2a2a2e', { rx: 3 }));
  let flutes = '';
  for (let x = 160; x < 650; x += 14) flutes += d`M${x} 356V428`;
  c.add(stroke(flutes, shade(look.wood, 0.3), 3, { opacity: 0.5 }), rect(150, 420, 500, 4, LIT, { opacity: 0.6 }));
  for (const x of [220, 320, 420, 520, 600]) c.add(stroke(d`M${x} 420V470M${x - 12} 470h24`, '#2b2b2b', 3), ellipse(x, 420, 22, 7, look.accent));
  for (const x of [220, 320, 420, 520, 600]) c.add(pendant(x, 60, 10, '#2b2b2b', true));
  for (const x of [120, 680]) {
    c.add(ellipse(x, 520, 90, 16, '#f5f5f4'), stroke(d`M${x} 520V590M${x - 30} 590h60`, '#2b2b2b', 4));
    c.add(ellipse(x - 40, 514, 14, 4, '#ffffff'), ellipse(x + 40, 514, 14, 4, '#ffffff'), rect(x - 4, 496, 8, 18, '#f59e0b', { rx: 2, opacity: 0.8 }));
    c.add(path(d`M${x - 150} 600V520q0 -60 30 -60h6v80h40v60z`, tint(look.accent, 0.1)));
  }
  c.add(path(d`M800 600V520q0 -60 -30 -60h-6v80h-40v60z`, tint(look.accent, 0.1)));
  c.add(pottedPlant(40, 470, 1.5, '#1f2937', GREENS[0], '#4f9a3f'));
}

function facadeScene(c: Canvas, rng: Rng, look: Look, type: PropertyKind): void {
  const sky = look.sky;
  c.add(rect(0, 0, 800, 600, skyFill(c, sky)));
  sunDisc(c, 740, 60, 22, sky.sun, sky.key === 'night');
  const wall = lit(sky, look.wall);
  c.add(rect(0, 40, 640, 560, wall), poly([640, 40, 760, 80, 760, 600, 640, 600], shade(wall, 0.22)));
  let joints = '';
  for (let y = 80; y < 600; y += 40) joints += d`M0 ${y}H640`;
  c.add(stroke(joints, shade(wall, 0.2), 1.2, { opacity: 0.4 }));
  const gl = c.lin([[0, sky.glass[0]], [1, sky.glass[1]]]);
  const trim = lit(sky, look.trim);
  for (const [wx, wy] of [[70, 130], [360, 130], [70, 380], [360, 380]] as const) {
    const w = 210;
    const h = 170;
    const on = rng.chance(sky.lit);
    c.add(rect(wx - 12, wy - 12, w + 24, h + 24, trim), rect(wx, wy, w, h, on ? LIT : gl));
    if (!on) c.add(poly([wx + w * 0.3, wy, wx + w * 0.55, wy, wx + w * 0.2, wy + h, wx - 0.05 * w, wy + h], '#ffffff', { opacity: 0.18 }));
    c.add(stroke(d`M${wx + w / 2} ${wy}V${wy + h}M${wx} ${wy + h * 0.3}H${wx + w}`, trim, 7, { 'stroke-linecap': 'butt' }), rect(wx - 18, wy + h + 12, w + 36, 10, tint(wall, 0.35)));
    if (type === 'resort') {
      let slats = '';
      for (let y = wy + 6; y < wy + h; y += 12) slats += d`M${wx - 62} ${y}h44M${wx + w + 18} ${y}h44`;
      c.add(rect(wx - 64, wy - 8, 48, h + 16, lit(sky, look.wood)), rect(wx + w + 16, wy - 8, 48, h + 16, lit(sky, look.wood)), stroke(slats, shade(look.wood, 0.35), 2));
      c.add(rect(wx - 4, wy + h + 22, w + 8, 20, lit(sky, look.wood)), bushes(rng, wx + 6, wx + w, wy + h + 24, 10, lit(sky, GREENS[1]), lit(sky, '#f472b6')));
    }
  }
  if (type === 'apartment') {
    c.add(rect(-10, 330, 300, 12, tint(wall, 0.5)), rect(350, 330, 300, 12, tint(wall, 0.5)));
    c.add(rect(-10, 284, 300, 46, '#d9eef8', { opacity: 0.4 }), rect(350, 284, 300, 46, '#d9eef8', { opacity: 0.4 }));
    c.add(stroke('M-10 282H290M350 282H650', trim, 5), rect(300, 200, 36, 26, lit(sky, '#e5e7eb')), circle(318, 213, 8, lit(sky, '#9ca3af')));
    c.add(pottedPlant(250, 330, 1.1, lit(sky, '#b45309'), lit(sky, GREENS[0]), lit(sky, '#4f9a3f')));
  }
  if (type === 'hotel') {
    c.add(rect(0, 40, 640, 52, lit(sky, look.accent)), circle(60, 66, 14, '#ffffff'), rect(88, 61, 260, 10, '#ffffff', { rx: 5, opacity: 0.9 }));
    for (const x of [330, 620]) c.add(rect(x - 6, 240, 12, 26, '#2b2f3a', { rx: 3 }), circle(x, 240, 30, LIT, { opacity: sky.lit > 0.3 ? 0.35 : 0.15 }));
  }
  if (type === 'resort') {
    const roof = lit(sky, look.roof);
    let fringe = d`M-20 0H780V70`;
    for (let x = 780; x > -20; x -= 20) fringe += d`L${x - 10} 86L${x - 20} 70`;
    c.add(path(fringe + 'Z', roof), stroke(d`M0 20H780M0 44H780`, shade(roof, 0.3), 2, { opacity: 0.5 }));
  }
  c.add(path(leaf(820, 40, 600, 220, 40, 40) + leaf(820, 120, 640, 330, 36, 30), lit(sky, '#2f6b34')), path(leaf(830, 80, 660, 160, 30, 30), lit(sky, '#4f9a3f')));
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
  const view = v === 1 && type === 'apartment' ? 'garden' : VIEW_LABEL[v];
  return c.render(`${TYPE_LABEL[type]} ${view}`);
}
