import { type Rng } from '@/lib/prng';
import { LIT } from './look';
import { palm } from './props';
import { boat, litPath, litWindows, type Scape, scapeSky, towersData, waterBody } from './scapes';
import { skylineData } from './sky';
import { box, Canvas, d, dot, group, mix, num, path, poly, rect, smooth, stroke, tint } from './svg';

/** Lagos: lagoon, towers and, when asked, the bridge and palms. */
export function lagosScape(c: Canvas, rng: Rng, p: Scape, from: number, bridge: boolean, palms: boolean): void {
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

/** Abuja: Aso Rock over the city, the National Mosque's dome and minarets, a church spire. */
export function abujaScape(c: Canvas, rng: Rng, p: Scape, from: number): void {
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

/** A town of pitched roofs on hills, with cocoa trees, palms or nothing in front. */
export function townScape(
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
