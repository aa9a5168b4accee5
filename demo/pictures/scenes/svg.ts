export type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [offset: number, color: string, opacity?: number];
export type Trio = readonly [string, string, string];

// Tenths only matter for small values; larger coordinates round to whole units to keep files small.
export const num = (v: number): string => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);

/** Template tag that rounds every interpolated number, keeping path data short. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
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

/** An SVG element; undefined attributes are left out and numbers rounded. */
export function el(tag: string, attrs: Attrs, inner?: string): string {
  let out = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${tag}>`;
}

// Element shorthands; `more` carries any further attributes.
export const rect = (x: number, y: number, w: number, h: number, fill: string, more: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...more });
export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...more });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...more });
export const path = (data: string, fill: string, more: Attrs = {}): string =>
  data ? el('path', { d: data, fill, ...more }) : '';
export const poly = (points: readonly number[], fill: string, more: Attrs = {}): string =>
  el('polygon', { points: points.map(num).join(' '), fill, ...more });
export const stroke = (data: string, color: string, width: number, more: Attrs = {}): string =>
  path(data, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
export const group = (inner: string, more: Attrs): string => el('g', more, inner);

export const dot = (cx: number, cy: number, r: number): string =>
  d`M${cx - r} ${cy}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0`;
export const box = (x: number, y: number, w: number, h: number): string => d`M${x} ${y}h${w}v${h}h${-w}z`;
/** A run drawn as a stroke of the caller's thickness: half the bytes of a box. */
export const run = (x: number, y: number, w: number): string => d`M${x} ${y}h${w}`;

/** Path data of a pointed leaf from (x0, y0) to (x1, y1). */
export function leaf(x0: number, y0: number, x1: number, y1: number, width: number, lift = 0): string {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const px = (-(y1 - y0) / len) * width;
  const py = ((x1 - x0) / len) * width;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 - lift;
  return d`M${x0} ${y0}Q${mx + px} ${my + py} ${x1} ${y1}Q${mx - px} ${my - py} ${x0} ${y0}Z`;
}

/** Path data of a smooth ridge through the points, closed down to bottom. */
export function smooth(points: readonly (readonly [number, number])[], bottom: number): string {
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

/** The red, green and blue of a #rrggbb colour. */
export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Colour a blended towards b by t (0–1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = (i: 0 | 1 | 2): string =>
    Math.round(x[i] + (y[i] - x[i]) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(0)}${c(1)}${c(2)}`;
}
// Shadows lean towards a deep indigo rather than black, which keeps flat colours lively.
export const shade = (c: string, t: number): string => mix(c, '#1b1833', t);
export const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

export class Canvas {
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

/** A picture index wrapped into 0…count-1, so any number names a picture. */
export function clampVariant(variant: number, count: number): number {
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  return ((v % count) + count) % count;
}
