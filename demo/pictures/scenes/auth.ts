import { createRng, type Rng } from '@/lib/prng';
import { tower } from './buildings';
import { type Figure, person, SKIN } from './interior-parts';
import { GREENS, lit, lookFor } from './look';
import { bushes, lounger, palm, pottedPlant, umbrella } from './props';
import { litPath, litWindows, type Scape, scapeSky, towersData, waterBody } from './scapes';
import { clouds, SKIES, skyFill, skylineData, sunDisc } from './sky';
import { Canvas, circle, clampVariant, d, dot, ellipse, group, path, rect, shade, stroke } from './svg';

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
