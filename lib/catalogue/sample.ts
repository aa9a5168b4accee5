import type { CatalogueInput } from './format';

type PropertyInput = CatalogueInput['properties'][number];

/** A small valid property of partner files in tests; `overrides` replace its fields. */
export function sampleProperty(id: string, overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    id,
    name: `Harbour Stay ${id}`,
    type: 'hotel',
    categories: ['hotels'],
    brand: null,
    address: '12 Marina Road',
    city: 'Lagos Island',
    state: 'Lagos',
    description: 'A quiet hotel by the marina.',
    amenities: ['Free WiFi', 'Restaurant'],
    photos: [`https://cdn.example.com/${id}/front.jpg`],
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rooms: [
      {
        id: 'std',
        name: 'Standard Double',
        maxAdults: 2,
        maxChildren: 1,
        beds: 'Double',
        sizeSqm: 22,
        totalRooms: 10,
        standardPrice: 60_000,
        promoPrice: 55_000,
      },
      { id: 'fam', name: 'Family Room', maxAdults: 4, maxChildren: 2, totalRooms: 4, standardPrice: 95_000 },
    ],
    ...overrides,
  };
}

/** A partner file of three properties with one brand and one destination, its photos on cdn.example.com. */
export function sampleCatalogue(overrides: Partial<CatalogueInput> = {}): CatalogueInput {
  return {
    partner: 'harbour',
    partnerName: 'Harbour Hotels',
    brands: [{ id: 'hb', name: 'Harbour Hotels', color: '#123456', description: 'By the water.' }],
    destinations: [{ id: 'lagos-island', state: 'Lagos Island', name: 'Lagos Island', sortOrder: 20 }],
    properties: [sampleProperty('hb-001', { brand: 'hb' }), sampleProperty('hb-002'), sampleProperty('hb-003')],
    ...overrides,
  };
}

export const SAMPLE_HOSTS = ['cdn.example.com'];
