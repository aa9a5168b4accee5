import { type Rng } from '@/lib/prng';
import { balconies, tower } from './buildings';
import { glow } from './interior-parts';
import { GREENS, lit, LIT, type Look, type PropertyKind } from './look';
import { bushes, lamp, lounger, palm, pottedPlant, tree, umbrella } from './props';
import { clouds, skyFill, sunDisc } from './sky';
import { box, Canvas, circle, d, dot, leaf, mix, path, poly, rect, shade, smooth, stroke, tint } from './svg';

/** Pool terrace with loungers and parasols. */
export function poolScene(c: Canvas, rng: Rng, look: Look, type: PropertyKind, calmLeft = false): void {
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

/** Apartment garden: lawn, path, trees, flowers and a bench. */
export function gardenScene(c: Canvas, rng: Rng, look: Look): void {
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

/** Close view of the entrance and the facade's materials. */
export function facadeScene(c: Canvas, rng: Rng, look: Look, type: PropertyKind): void {
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
