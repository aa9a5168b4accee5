import { type Rng } from '@/lib/prng';
import { balconies, cityBackdrop, GROUND, street, tower, villa } from './buildings';
import { GREENS, lit, LIT, type Look } from './look';
import { bushes, lamp, lounger, palm, tree, umbrella, water } from './props';
import { clouds, skyFill, stars, sunDisc } from './sky';
import { box, Canvas, circle, d, mix, path, poly, rect, shade, smooth, stroke, tint } from './svg';

/** Street view of a hotel: a tower or a boutique building. */
export function hotelScene(c: Canvas, rng: Rng, look: Look): void {
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

/** Street view of an apartment block with balconies. */
export function apartmentScene(c: Canvas, rng: Rng, look: Look): void {
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

/** A resort's villas around a pool among palms. */
export function resortScene(c: Canvas, rng: Rng, look: Look): void {
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
