import { createRng } from '@/lib/prng';
import { abujaScape, lagosScape } from './city-scapes';
import { coastScape } from './destinations';
import { lookFor } from './look';
import { poolScene } from './outdoors';
import { type Scape } from './scapes';
import { SKIES } from './sky';
import { Canvas, clampVariant, rect } from './svg';

function vignette(c: Canvas): void {
  c.add(
    rect(
      0,
      0,
      c.w,
      c.h,
      c.lin(
        [
          [0, '#0b0a1f', 0.62],
          [0.5, '#0b0a1f', 0.2],
          [0.8, '#0b0a1f', 0],
        ],
        1,
        0,
      ),
    ),
  );
  c.add(
    rect(
      0,
      0,
      c.w,
      c.h,
      c.lin([
        [0.4, '#0b0a1f', 0],
        [1, '#0b0a1f', 0.55],
      ]),
    ),
  );
}

const HERO_LABEL = [
  'Lagos coastline at golden hour',
  'Resort pool at midday',
  'Abuja skyline at dusk',
  'Beach with palm trees in the morning',
] as const;

/** Wide 16:9 home-page background, indices 0–3, darkened on the left for headline text. */
export function heroSvg(index: number): string {
  const i = clampVariant(index, 4);
  const rng = createRng(`hero:${i}`);
  const c = new Canvas(1600, 900);
  if (i === 0) {
    const golden: Scape = {
      sky: ['#c8553d', '#f28f3b', '#ffd58a'],
      sun: '#fff1c1',
      layers: ['#d98a5f', '#8c3f3a', '#3b1d2a'],
      water: ['#e08a55', '#4a1f2a'],
      lit: false,
      stars: false,
    };
    lagosScape(c, rng, golden, 0.45, true, false);
  }
  if (i === 1) {
    const look = { ...lookFor('hero-pool', 'resort'), day: SKIES.midday, accent: '#6d28d9' };
    c.add('<g transform="translate(0 -180) scale(2)">');
    poolScene(c, rng, look, 'resort', true);
    c.add('</g>');
  }
  if (i === 2) {
    const dusk: Scape = {
      sky: ['#1e1b4b', '#6b3fa0', '#f0906a'],
      sun: '#ffc9a0',
      layers: ['#9a6a9c', '#4a2f6e', '#1a1230'],
      water: ['#4a2f6e', '#1a1230'],
      lit: true,
      stars: false,
    };
    abujaScape(c, rng, dusk, 0.4);
  }
  if (i === 3) {
    const morning: Scape = {
      sky: ['#5fa8d3', '#a9d6ec', '#fde8c8'],
      sun: '#fff6d8',
      layers: ['#7fa7b8', '#2f6f73', '#1f4f3a'],
      water: ['#3fa3c4', '#13698f'],
      lit: false,
      stars: false,
    };
    coastScape(c, rng, morning, 0.45);
  }
  vignette(c);
  return c.render(HERO_LABEL[i] ?? HERO_LABEL[0]);
}
