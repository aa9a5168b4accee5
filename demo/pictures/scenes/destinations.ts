import { createRng, type Rng } from '@/lib/prng';
import { abujaScape, lagosScape, townScape } from './city-scapes';
import { palm, umbrella } from './props';
import { boat, type Scape, SCAPES, scapeSky, towersData, waterBody } from './scapes';
import { skylineData } from './sky';
import { Canvas, d, dot, mix, path, rect, shade, smooth, stroke } from './svg';

function riverScape(c: Canvas, rng: Rng, p: Scape, from: number): void {
  const { w, h } = c;
  const H = h * 0.56;
  const sunX = w * (from + (1 - from) * rng.range(0.2, 0.8));
  scapeSky(c, rng, p, H, [sunX, H - h * 0.12]);
  c.add(path(towersData(rng, w * from, w, H, h * 0.04, h * 0.14, w * 0.03, w * 0.06), p.layers[0]));
  let cranes = '';
  for (const fx of [0.15, 0.3]) {
    const x = w * (from + (1 - from) * fx);
    cranes += d`M${x} ${H}V${H - h * 0.16}M${x - w * 0.05} ${H - h * 0.15}H${x + w * 0.1}M${x} ${H - h * 0.19}L${x + w * 0.08} ${H - h * 0.15}M${x + w * 0.07} ${H - h * 0.15}v${h * 0.05}`;
  }
  c.add(
    stroke(cranes, p.layers[1], 3),
    path(skylineData(rng, -10, w + 10, H, h * 0.01, h * 0.03, w * 0.02, w * 0.05), p.layers[1]),
  );
  waterBody(c, rng, p, H, h * 0.85, sunX);
  c.add(
    boat(w * rng.range(0.1, 0.4), h * 0.68, w / 600, p.layers[2], false),
    boat(w * rng.range(0.55, 0.85), h * 0.75, w / 800, p.layers[2], false),
  );
  let crowns = '';
  let roots = '';
  for (let x = -20; x < w + 20; x += rng.range(16, 30)) {
    crowns += dot(x, h * 0.79 - rng.range(0, h * 0.03), rng.range(14, 26));
    roots += d`M${x} ${h * 0.8}l${-8} ${h * 0.04}M${x} ${h * 0.8}l${7} ${h * 0.04}`;
  }
  c.add(path(crowns, p.layers[2]), stroke(roots, p.layers[2], 2), rect(0, h * 0.835, w, h * 0.17, p.layers[2]));
}

/** A beach with palms and parasols facing the sea. */
export function coastScape(c: Canvas, rng: Rng, p: Scape, from: number): void {
  const { w, h } = c;
  const H = h * 0.55;
  const sunX = w * (from + (1 - from) * rng.range(0.2, 0.6));
  scapeSky(c, rng, p, H, [sunX, H - h * 0.16]);
  c.add(
    path(
      smooth(
        [
          [w * 0.55, H],
          [w * 0.7, H - h * 0.05],
          [w * 0.85, H - h * 0.06],
          [w + 20, H - h * 0.02],
        ],
        H + 1,
      ),
      p.layers[0],
    ),
  );
  waterBody(c, rng, p, H, h * 0.78, sunX);
  c.add(boat(w * rng.range(0.1, 0.5), H + h * 0.06, w / 900, p.layers[1], true));
  const sand = mix(p.sky[2], '#e9c98f', 0.6);
  c.add(path(d`M0 ${h * 0.74}Q${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.73}T${w} ${h * 0.72}V${h}H0z`, sand));
  c.add(
    stroke(d`M0 ${h * 0.745}Q${w * 0.3} ${h * 0.705} ${w * 0.6} ${h * 0.735}T${w} ${h * 0.725}`, '#ffffff', 4, {
      opacity: 0.7,
    }),
  );
  c.add(path(d`M0 ${h * 0.86}Q${w * 0.4} ${h * 0.8} ${w} ${h * 0.88}V${h}H0z`, shade(sand, 0.08)));
  c.add(palm(w * 0.92, h * 0.96, h * 0.55, -w * 0.12, p.layers[2], shade(p.layers[2], -0), p.layers[2]));
  c.add(palm(w * 0.8, h * 0.98, h * 0.42, -w * 0.05, p.layers[2], p.layers[2], p.layers[2]));
  c.add(umbrella(w * (from + (1 - from) * 0.35), h * 0.86, h / 500, mix(p.sky[2], '#e11d48', 0.6), p.layers[2]));
}

function savannaScape(c: Canvas, rng: Rng, p: Scape): void {
  const { w, h } = c;
  const H = h * 0.66;
  scapeSky(c, rng, p, H, [w * rng.range(0.25, 0.75), H - h * 0.12]);
  c.add(
    path(
      smooth(
        [
          [-20, H],
          [w * 0.12, H - h * 0.09],
          [w * 0.24, H - h * 0.1],
          [w * 0.34, H - h * 0.02],
          [w * 0.6, H - h * 0.01],
          [w * 0.72, H - h * 0.12],
          [w * 0.86, H - h * 0.07],
          [w + 20, H],
        ],
        H + 2,
      ),
      p.layers[0],
    ),
  );
  c.add(
    rect(
      0,
      H,
      w,
      h - H,
      c.lin([
        [0, p.layers[1]],
        [1, p.layers[2]],
      ]),
    ),
  );
  let crowns = '';
  let trunks = '';
  for (const [fx, fy, s] of [
    [0.2, 0.8, 1],
    [0.7, 0.74, 0.7],
    [0.45, 0.7, 0.45],
  ] as const) {
    const x = w * fx;
    const y = h * fy;
    const r = w * 0.16 * s;
    trunks += d`M${x - r * 0.08} ${y}L${x - r * 0.03} ${y - r * 0.6}L${x - r * 0.5} ${y - r * 0.95}M${x + r * 0.06} ${y}L${x + r * 0.04} ${y - r * 0.6}L${x + r * 0.45} ${y - r * 0.9}M${x} ${y - r * 0.5}V${y - r * 0.95}`;
    crowns += d`M${x - r} ${y - r * 0.9}Q${x} ${y - r * 1.35} ${x + r} ${y - r * 0.9}Q${x} ${y - r * 0.75} ${x - r} ${y - r * 0.9}z`;
  }
  c.add(stroke(trunks, p.layers[2], w * 0.012), path(crowns, p.layers[2]));
  let grass = '';
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, w);
    const y = rng.range(H + h * 0.05, h);
    grass += d`M${x} ${y}l-3 -10M${x} ${y}l0 -13M${x} ${y}l3 -10`;
  }
  c.add(stroke(grass, shade(p.layers[2], 0.2), 1.5, { opacity: 0.7 }));
}

const LAGOS = /lagos|lekki|victoria island|ikoyi|ikeja|ajah|yaba|surulere|badagry|epe/;

/** Illustrated 4:5 portrait banner of a Nigerian place, styled by its name. */
export function destinationSvg(name: string): string {
  const key = name.trim().toLowerCase();
  const rng = createRng(`destination:${key}`);
  const p = rng.pick(SCAPES);
  const c = new Canvas(640, 800);
  if (LAGOS.test(key))
    lagosScape(c, rng, p, 0.05, /lekki|ikoyi|victoria/.test(key), /lekki|victoria|ajah|badagry/.test(key));
  else if (/abuja|fct|maitama|wuse|asokoro|garki/.test(key)) abujaScape(c, rng, p, 0);
  else if (/edo|benin/.test(key)) townScape(c, rng, p, ['#b5533c', '#9a3412', '#c2703d'], 'palms');
  else if (/enugu|anambra|awka|onitsha|owerri|imo|abia|umuahia/.test(key))
    townScape(c, rng, p, ['#57534e', '#7c2d12', '#8b4a2b'], 'none');
  else if (/rivers|port harcourt|bonny|warri|delta|bayelsa|yenagoa/.test(key)) riverScape(c, rng, p, 0);
  else if (/ibadan|oyo/.test(key)) townScape(c, rng, p, ['#8b4a2b', '#a0522d', '#6e3b22'], 'cocoa');
  else if (/calabar|cross river|akwa ibom|uyo|ondo/.test(key)) coastScape(c, rng, p, 0);
  else if (/kano|kaduna|jos|plateau|sokoto|maiduguri|bauchi|yola|zaria|katsina|kwara|ilorin/.test(key))
    savannaScape(c, rng, p);
  else {
    const pick = rng.int(0, 3);
    if (pick === 0) townScape(c, rng, p, ['#8b4a2b', '#b5533c', '#57534e'], 'none');
    else if (pick === 1) coastScape(c, rng, p, 0);
    else if (pick === 2) savannaScape(c, rng, p);
    else riverScape(c, rng, p, 0);
  }
  return c.render(name.trim() || 'Nigeria');
}
