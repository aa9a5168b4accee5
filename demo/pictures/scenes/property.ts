import { createRng } from '@/lib/prng';
import { apartmentScene, hotelScene, resortScene } from './exteriors';
import { barScene, lobbyScene } from './interiors';
import { lookFor, type PropertyKind } from './look';
import { facadeScene, gardenScene, poolScene } from './outdoors';
import { Canvas, clampVariant } from './svg';

const TYPE_LABEL: Record<PropertyKind, string> = { hotel: 'Hotel', apartment: 'Apartment', resort: 'Resort' };
const VIEW_LABEL = ['exterior', 'pool terrace', 'lobby lounge', 'restaurant and bar', 'facade detail'] as const;

/** Illustrated 4:3 view of a property; variant 0 is the exterior, 1–4 are pool or garden, lobby, bar and facade. */
export function propertySvg(seed: string, variant: number, type: PropertyKind): string {
  const v = clampVariant(variant, 5);
  const look = lookFor(seed, type);
  const rng = createRng(`${type}:${seed}:${v}`);
  const c = new Canvas(800, 600);
  if (v === 0) (type === 'hotel' ? hotelScene : type === 'apartment' ? apartmentScene : resortScene)(c, rng, look);
  if (v === 1 && type === 'apartment') gardenScene(c, rng, look);
  else if (v === 1) poolScene(c, rng, look, type);
  if (v === 2) lobbyScene(c, rng, look);
  if (v === 3) barScene(c, rng, look);
  if (v === 4) facadeScene(c, rng, look, type);
  const view = v === 1 && type === 'apartment' ? 'garden' : (VIEW_LABEL[v] ?? VIEW_LABEL[0]);
  return c.render(`${TYPE_LABEL[type]} ${view}`);
}
