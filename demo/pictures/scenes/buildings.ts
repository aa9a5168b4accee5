import { type Rng } from '@/lib/prng';
import { lit, LIT, type Look } from './look';
import { car } from './props';
import { clouds, type Sky, skyFill, skylineData, stars, sunDisc } from './sky';
import { type Attrs, box, Canvas, circle, d, dot, group, num, path, poly, rect, run, shade, stroke, tint } from './svg';

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

/** A high-rise of the property exterior: glass or gridded facade, lit windows by night. */
export function tower(c: Canvas, rng: Rng, look: Look, sky: Sky, t: TowerSpec): void {
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

/** Sky, sun or stars, clouds and a hazy skyline behind a street-front building. */
export function cityBackdrop(c: Canvas, rng: Rng, sky: Sky, base: number): void {
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

/** Height of the pavement line in the 800 × 600 exterior views. */
export const GROUND = 480;

/** Pavement, kerb and road in front of a building, with a passing car. */
export function street(c: Canvas, rng: Rng, sky: Sky): void {
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

/** Rows of apartment balconies with railings, plants and lit doors. */
export function balconies(
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

/** A low resort villa with a pitched roof and wooden posts. */
export function villa(
  c: Canvas,
  sky: Sky,
  look: Look,
  x: number,
  base: number,
  w: number,
  h: number,
  roofH: number,
): void {
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
