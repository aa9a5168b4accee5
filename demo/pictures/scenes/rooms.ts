import { createRng, type Rng } from '@/lib/prng';
import { art, glow, roomShell, sofa, windowView } from './interior-parts';
import { ACCENTS, GREENS, WOODS } from './look';
import { pottedPlant } from './props';
import { SKIES, type Sky, type SkyKey } from './sky';
import { Canvas, clampVariant, d, ellipse, path, poly, rect, shade, stroke, tint } from './svg';

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
