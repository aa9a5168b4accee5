import { createRng } from '@/lib/prng';
import { Canvas, circle, el, escapeXml, path, rect, rgb, shade, stroke, tint } from './svg';

const STOP_WORDS = new Set(['the', 'and', 'of', 'by', 'at', 'a']);

function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '•';
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Square logo tile: rounded square in the brand colour with a monogram of the name. */
export function brandSvg(name: string, color: string): string {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim());
  const raw = match?.[1] ?? '6d28d9';
  const base = `#${(raw.length === 3 ? raw.replace(/./g, '$&$&') : raw).toLowerCase()}`;
  const rng = createRng(`brand:${name}`);
  const c = new Canvas(400, 400);
  // Pale brand colours would swallow a white monogram, so those get a dark one.
  const ink = luminance(base) > 0.55 ? shade(base, 0.75) : '#ffffff';
  c.add(
    rect(
      0,
      0,
      400,
      400,
      c.lin(
        [
          [0, tint(base, 0.14)],
          [1, shade(base, 0.16)],
        ],
        1,
        1,
      ),
      { rx: 88 },
    ),
  );
  const motif = rng.int(0, 2);
  if (motif === 0)
    c.add(
      circle(200, 200, 148, 'none', { stroke: ink, 'stroke-width': 3, opacity: 0.35 }),
      circle(200, 200, 132, 'none', { stroke: ink, 'stroke-width': 1.5, opacity: 0.2 }),
    );
  if (motif === 1)
    c.add(
      path('M200 52a148 148 0 0 1 148 148M200 348a148 148 0 0 1 -148 -148', 'none', {
        stroke: ink,
        'stroke-width': 3,
        opacity: 0.4,
        'stroke-linecap': 'round',
      }),
      circle(348, 200, 6, ink, { opacity: 0.5 }),
      circle(52, 200, 6, ink, { opacity: 0.5 }),
    );
  if (motif === 2)
    c.add(
      rect(70, 70, 260, 260, 'none', { rx: 56, stroke: ink, 'stroke-width': 3, opacity: 0.35 }),
      stroke('M150 300H250', ink, 4, { opacity: 0.5 }),
    );
  const text = initials(name);
  const size = Array.from(text).length > 1 ? 136 : 170;
  c.add(
    el(
      'text',
      {
        x: 200,
        y: 200 + size * 0.35,
        'text-anchor': 'middle',
        'font-family': 'system-ui, sans-serif',
        'font-weight': 700,
        'font-size': size,
        fill: ink,
        'letter-spacing': -4,
      },
      escapeXml(text),
    ),
  );
  return c.render(`${name} logo`);
}
