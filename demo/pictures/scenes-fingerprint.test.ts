import { createHash } from 'node:crypto';
import { authSvg, brandSvg, destinationSvg, heroSvg, propertySvg, roomSvg } from './scenes';

const SEEDS = [
  'a',
  'eko-grand',
  'ikoyi-court-2',
  'toyin-street-hotel-lounge',
  'zuma-residences-jabi',
  'coralstone-eleko-beach-resort',
  ...Array.from({ length: 24 }, (_, i) => `property-${i}`),
];
const PLACES = ['Lekki', 'Lagos', 'Ikeja', 'Abuja', 'Victoria Island', 'Ikoyi', 'Edo', 'Rivers', 'Ibadan'];
const MORE_PLACES = ['Benin City', 'Port Harcourt', 'Kano', 'Calabar', 'Enugu', 'Jos', 'Badagry', 'Ade & <Co>'];
const BRANDS: [string, string][] = [
  ['Palmgrove Hotels', '#2E7D32'],
  ['Savannah Crest Hotels', '#B8860B'],
  ['Lagoon Bay Collection', '#0B6E99'],
  ['Harmattan House', '#C0502E'],
  ['Zuma Residences', '#5D4037'],
  ['Adire Boutique Hotels', '#283593'],
  ['Coralstone Resorts', '#00897B'],
  ['Ariya Inns', '#E65100'],
  ['Sheraton', '#fde047'],
];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const fingerprint = (svgs: string[]) => createHash('sha256').update(svgs.join('\n')).digest('hex').slice(0, 16);

// Fingerprints of the drawings as the catalogue shows them: rearranging the drawing code must leave every picture
// byte for byte the same. Update them only when a drawing is changed on purpose.
describe('scene drawings', () => {
  it('draw every kind of picture as before', () => {
    expect({
      hotel: fingerprint(SEEDS.flatMap((s) => range(5).map((v) => propertySvg(s, v, 'hotel')))),
      apartment: fingerprint(SEEDS.flatMap((s) => range(5).map((v) => propertySvg(s, v, 'apartment')))),
      resort: fingerprint(SEEDS.flatMap((s) => range(5).map((v) => propertySvg(s, v, 'resort')))),
      room: fingerprint(SEEDS.flatMap((s) => range(3).map((v) => roomSvg(`${s}-1`, v)))),
      destination: fingerprint([...PLACES, ...MORE_PLACES].map(destinationSvg)),
      brand: fingerprint(BRANDS.map(([name, color]) => brandSvg(name, color))),
      hero: fingerprint(range(4).map(heroSvg)),
      auth: fingerprint(range(3).map(authSvg)),
    }).toEqual({
      hotel: '311a69a636d5acc4',
      apartment: '4b8e518cfdf28dcf',
      resort: 'cf7d522b6e024b43',
      room: '10c9b13978156aca',
      destination: '5bdbe927dcd7e655',
      brand: 'cb7748524ad45ae7',
      hero: '58afa418ad0faacb',
      auth: '367f0ed023243d10',
    });
  });
});
