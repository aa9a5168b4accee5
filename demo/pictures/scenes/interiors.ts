import { type Rng } from '@/lib/prng';
import { art, glow, pendant, person, roomShell, SKIN, sofa } from './interior-parts';
import { GREENS, LIT, type Look } from './look';
import { pottedPlant } from './props';
import { skyFill } from './sky';
import { box, Canvas, circle, d, ellipse, leaf, path, poly, rect, shade, stroke, tint } from './svg';

/** Lobby lounge with reception desk, sofas and guests. */
export function lobbyScene(c: Canvas, rng: Rng, look: Look): void {
  const wall = tint(look.wall, 0.25);
  roomShell(
    c,
    {
      wall,
      side: shade(wall, 0.12),
      ceiling: shade(wall, 0.3),
      floor: rng.pick(['#d9d2c5', '#c8b9a3', '#e6e1d8', '#b8a48a']),
    },
    false,
  );
  c.add(
    poly([0, 40, 80, 96, 80, 420, 0, 470], skyFill(c, look.sky)),
    poly([0, 40, 80, 96, 80, 420, 0, 470], 'none', { stroke: look.trim, 'stroke-width': 6 }),
  );
  c.add(stroke('M40 68V445', look.trim, 4));
  const feature = shade(look.wall2, 0.1);
  c.add(rect(250, 70, 300, 360, feature));
  let slats = '';
  for (let x = 262; x < 550; x += 16) slats += d`M${x} 70V430`;
  c.add(stroke(slats, shade(feature, 0.2), 3, { 'stroke-linecap': 'butt', opacity: 0.5 }));
  c.add(
    circle(400, 230, 42, look.accent),
    circle(400, 230, 30, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.8 }),
  );
  c.add(
    person(440, 426, 0.75, {
      skin: rng.pick(SKIN),
      hair: '#1f1a17',
      top: look.trim === '#f8fafc' ? '#1e293b' : look.trim,
      bottom: '#1e293b',
      style: rng.pick(['short', 'bun', 'afro'] as const),
    }),
  );
  c.add(rect(290, 350, 220, 80, look.accent), rect(282, 340, 236, 12, '#f4f1ec', { rx: 3 }));
  let flutes = '';
  for (let x = 300; x < 510; x += 12) flutes += d`M${x} 356V428`;
  c.add(stroke(flutes, shade(look.accent, 0.25), 2, { opacity: 0.6 }));
  for (const [x, drop] of [
    [190, 170],
    [300, 120],
    [500, 120],
    [610, 170],
  ] as const)
    c.add(pendant(x, drop, 16, look.accent, glow(c, x, drop + 40, 60, 0.45)));
  c.add(ellipse(400, 540, 260, 46, tint(look.accent, 0.55), { opacity: 0.8 }));
  c.add(sofa(110, 560, 190, rng.pick(['#e7e0d3', '#cfc6b8', '#5b6475', '#b08968']), tint(look.accent, 0.2)));
  c.add(sofa(500, 560, 190, rng.pick(['#e7e0d3', '#cfc6b8', '#5b6475', '#b08968']), tint(look.accent, 0.2)));
  c.add(
    rect(368, 520, 64, 28, shade(look.wood, 0.3)),
    ellipse(400, 520, 70, 14, look.wood),
    rect(393, 492, 14, 28, '#f8fafc', { rx: 4 }),
    path(leaf(395, 492, 380, 462, 6) + leaf(395, 492, 412, 466, 6), GREENS[1]),
  );
  c.add(
    pottedPlant(60, 590, 2.2, '#e7e5e4', GREENS[0], '#4f9a3f'),
    pottedPlant(735, 590, 2, shade(look.wood, 0.1), GREENS[2], '#5a9a46'),
  );
  art(c, rng, 600, 170, 70, 100, [look.accent, look.wall2, '#f59e0b', '#0f766e']);
}

/** Restaurant and bar with counter, stools and pendant lamps. */
export function barScene(c: Canvas, rng: Rng, look: Look): void {
  const wall = shade(look.wall2, 0.35);
  roomShell(c, { wall, side: shade(wall, 0.18), ceiling: shade(wall, 0.45), floor: shade(look.wood, 0.05) }, true);
  c.add(
    rect(
      180,
      90,
      440,
      230,
      c.lin([
        [0, '#3b2a1f'],
        [1, '#6b4a2f'],
      ]),
    ),
    rect(
      190,
      100,
      420,
      210,
      c.lin([
        [0, '#ffdca0', 0.25],
        [1, '#ffdca0', 0.6],
      ]),
    ),
  );
  const colors = ['#b45309', '#15803d', '#e5e7eb', '#7c2d12', '#0e7490', '#facc15'];
  const byColor = new Map<string, string>();
  for (const shelf of [160, 230, 300]) {
    c.add(rect(186, shelf, 428, 5, '#2a1d14'));
    for (let x = 198; x < 600; x += rng.range(13, 20)) {
      const h = rng.range(26, 42);
      const col = rng.pick(colors);
      byColor.set(
        col,
        (byColor.get(col) ?? '') + box(x, shelf - h * 0.65, 9, h * 0.65) + box(x + 3, shelf - h, 3, h * 0.36),
      );
    }
  }
  for (const [col, data] of byColor) c.add(path(data, col, { opacity: 0.9 }));
  c.add(rect(150, 350, 500, 80, look.wood), rect(140, 338, 520, 14, '#2a2a2e', { rx: 3 }));
  let flutes = '';
  for (let x = 160; x < 650; x += 14) flutes += d`M${x} 356V428`;
  c.add(stroke(flutes, shade(look.wood, 0.3), 3, { opacity: 0.5 }), rect(150, 420, 500, 4, LIT, { opacity: 0.6 }));
  for (const x of [220, 320, 420, 520, 600])
    c.add(stroke(d`M${x} 420V470M${x - 12} 470h24`, '#2b2b2b', 3), ellipse(x, 420, 22, 7, look.accent));
  for (const x of [220, 320, 420, 520, 600]) c.add(pendant(x, 60, 10, '#2b2b2b', glow(c, x, 80, 40, 0.45)));
  const seat = tint(look.accent, 0.1);
  for (const x of [120, 680]) {
    for (const side of [-1, 1]) {
      const cx = x + side * 118;
      c.add(
        rect(cx - 20 + side * 14, 470, 12, 60, shade(seat, 0.15), { rx: 6 }),
        rect(cx - 26, 528, 52, 12, seat, { rx: 5 }),
      );
      c.add(stroke(d`M${cx - 20} 540l-4 52M${cx + 20} 540l4 52`, '#2b2b2b', 3));
    }
    c.add(ellipse(x, 520, 90, 16, '#f5f5f4'), stroke(d`M${x} 520V590M${x - 30} 590h60`, '#2b2b2b', 4));
    c.add(
      ellipse(x - 40, 514, 14, 4, '#ffffff'),
      ellipse(x + 40, 514, 14, 4, '#ffffff'),
      rect(x - 4, 496, 8, 18, '#f59e0b', { rx: 2, opacity: 0.8 }),
    );
  }
  c.add(pottedPlant(40, 470, 1.5, '#1f2937', GREENS[0], '#4f9a3f'));
}
