import { type Rng } from '@/lib/prng';
import { type Attrs, Canvas, d, dot, leaf, num, path, poly, rect, stroke } from './svg';

/** A palm tree, trunk leaning by lean, crown at base - h. */
export function palm(
  x: number,
  base: number,
  h: number,
  lean: number,
  trunk: string,
  light: string,
  dark: string,
): string {
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

/** A round-crowned tree. */
export function tree(x: number, base: number, r: number, dark: string, light: string, trunk = '#6b4a2f'): string {
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
export function bushes(x0: number, x1: number, y: number, r: number, dark: string, light: string): string {
  if (x1 - x0 < r * 2) return '';
  const dots = (gap: number): Attrs => ({ 'stroke-dasharray': `0 ${num(gap)}` });
  return (
    stroke(d`M${x0} ${y - r * 0.7}H${x1}`, dark, r * 2, dots(r * 1.7)) +
    stroke(d`M${x0 + r * 0.85} ${y - r * 1.1}H${x1}`, dark, r * 1.6, dots(r * 1.7)) +
    stroke(d`M${x0 + r * 0.5} ${y - r * 1.4}H${x1}`, light, r * 0.8, { ...dots(r * 3.4), opacity: 0.8 })
  );
}

/** A plant in a pot, scaled by s. */
export function pottedPlant(x: number, y: number, s: number, pot: string, dark: string, light: string): string {
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

/** A sun lounger with a cushion, scaled by s. */
export function lounger(x: number, y: number, s: number, frame: string, cushion: string): string {
  return (
    stroke(d`M${x + 6 * s} ${y}l${4 * s} ${-12 * s}M${x + 58 * s} ${y}l${-3 * s} ${-12 * s}`, frame, 2.5 * s) +
    rect(x, y - 16 * s, 66 * s, 6 * s, cushion, { rx: 3 * s }) +
    poly([x + 50 * s, y - 16 * s, x + 66 * s, y - 16 * s, x + 82 * s, y - 38 * s, x + 75 * s, y - 41 * s], cushion)
  );
}

/** A beach or pool parasol, scaled by s. */
export function umbrella(x: number, y: number, s: number, color: string, pole = '#6b4a2f'): string {
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

/** A parked or passing car, with headlights by night. */
export function car(x: number, y: number, s: number, color: string, night: boolean): string {
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

/** A street lamp, with its light cone by night. */
export function lamp(x: number, base: number, h: number, night: boolean, cones = ''): string {
  const cone = night ? path(d`M${x + 15} ${base - h}l-30 ${h - 6}h60z`, cones) : '';
  return (
    stroke(d`M${x} ${base}V${base - h}q0 -6 8 -6h10`, '#2f3440', 3) +
    cone +
    rect(x + 8, base - h - 2, 14, 5, night ? '#fff0c2' : '#4b5563', { rx: 2 })
  );
}

/** A pool or pond with a few ripples. */
export function water(
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
