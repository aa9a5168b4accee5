import { type Rng } from '@/lib/prng';
import { LIT } from './look';
import { type Sky, skyFill, skylineData, sunDisc } from './sky';
import { Canvas, circle, d, dot, ellipse, group, path, poly, rect, shade, smooth, stroke } from './svg';

/** Skin tones of the people in the pictures. */
export const SKIN = ['#8d5524', '#6b3e26', '#a0673f', '#5a3420'] as const;

export interface Figure {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  style: 'short' | 'afro' | 'long' | 'bun' | 'wrap';
  dress?: boolean;
  back?: boolean;
}

/** A standing figure, feet at (x, foot), scaled by s; the hands move by the given offsets from their rest. */
export function person(
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

/** Walls, ceiling and floor of an interior seen in one-point perspective. */
export function roomShell(c: Canvas, r: Room, planks: boolean): void {
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

/** A window onto the sky and a distant skyline. */
export function windowView(
  c: Canvas,
  rng: Rng,
  sky: Sky,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
): void {
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

/** A soft radial light spot. */
export function glow(c: Canvas, x: number, y: number, r: number, opacity = 0.5, color = LIT): string {
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

/** A ceiling pendant lamp with its glow. */
export function pendant(x: number, drop: number, r: number, shadeColor: string, glow: string): string {
  return (
    stroke(d`M${x} 0V${drop}`, '#3a3a3a', 1.5) +
    glow +
    path(d`M${x - r} ${drop + r * 0.9}a${r} ${r} 0 0 1 ${2 * r} 0z`, shadeColor) +
    ellipse(x, drop + r * 0.9, r * 0.9, r * 0.18, '#fff3c4')
  );
}

/** A three-seat sofa with cushions, front at y. */
export function sofa(x: number, y: number, w: number, color: string, cushion: string): string {
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

/** A framed abstract print on the wall. */
export function art(c: Canvas, rng: Rng, x: number, y: number, w: number, h: number, colors: readonly string[]): void {
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
