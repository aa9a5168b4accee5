import type { SeedBrand, SeedDestination, SeedProperty } from './types';
import { lekkiProperties } from './catalogue-lekki';
import { ikejaProperties } from './catalogue-ikeja';
import { islandProperties } from './catalogue-island';
import { centralLagosProperties } from './catalogue-lagos';
import { abujaProperties } from './catalogue-abuja';
import { otherCityProperties } from './catalogue-other';

export const brands: SeedBrand[] = [
  {
    slug: 'palmgrove',
    name: 'Palmgrove Hotels',
    color: '#2E7D32',
    description:
      'Dependable mid-range business hotels in the commercial districts of Lagos, Abuja, Benin City and Port Harcourt. Reliable power, fast WiFi and a proper breakfast are the house rules.',
  },
  {
    slug: 'savannah-crest',
    name: 'Savannah Crest Hotels',
    color: '#B8860B',
    description:
      'Upscale full-service hotels built for diplomats, executives and long weekends, with generous suites, serious spas and restaurants that locals book too.',
  },
  {
    slug: 'lagoon-bay',
    name: 'Lagoon Bay Collection',
    color: '#0B6E99',
    description:
      'A small group of luxury waterfront hotels on the Lagos lagoon. Expect sunset terraces, polished service and rooms that look out over the water.',
  },
  {
    slug: 'harmattan-house',
    name: 'Harmattan House',
    color: '#C0502E',
    description:
      'Boutique townhouse hotels with a handful of rooms each, furnished by Nigerian designers and run with the warmth of a private home.',
  },
  {
    slug: 'zuma-residences',
    name: 'Zuma Residences',
    color: '#5D4037',
    description:
      'Serviced apartments for stays of a night or a season: full kitchens, weekly housekeeping, uninterrupted power and a concierge a message away.',
  },
  {
    slug: 'adire-boutique',
    name: 'Adire Boutique Hotels',
    color: '#283593',
    description:
      'Art-led boutique hotels whose interiors draw on indigo adire cloth, with rotating exhibitions by local artists and guided neighbourhood walks.',
  },
  {
    slug: 'coralstone',
    name: 'Coralstone Resorts',
    color: '#00897B',
    description:
      'Resorts by the sea, the lake and the creek, designed for unhurried weekends with pools, spas, water sports and excursions into the surrounding countryside.',
  },
  {
    slug: 'ariya-inns',
    name: 'Ariya Inns',
    color: '#E65100',
    description:
      'Friendly, good-value inns near airports, universities and business hubs. Clean rooms, cold air conditioning and backup power at a fair price.',
  },
];

export const destinations: SeedDestination[] = [
  { state: 'lekki', name: 'Lekki', sortOrder: 1 },
  { state: 'Lagos', name: 'Lagos', sortOrder: 2 },
  { state: 'Ikeja', name: 'Ikeja', sortOrder: 3 },
  { state: 'Abuja', name: 'Abuja', sortOrder: 4 },
  { state: 'Victoria Island', name: 'Victoria Island', sortOrder: 5 },
  { state: 'Ikoyi', name: 'Ikoyi', sortOrder: 6 },
  { state: 'Edo', name: 'Edo', sortOrder: 7 },
  { state: 'Rivers', name: 'Rivers', sortOrder: 8 },
  { state: 'Ibadan', name: 'Ibadan', sortOrder: 9 },
];

export const properties: SeedProperty[] = [
  ...lekkiProperties,
  ...ikejaProperties,
  ...islandProperties,
  ...centralLagosProperties,
  ...abujaProperties,
  ...otherCityProperties,
];
