import { mulberry32 } from '@/lib/prng';
import type { Amenity, RoomAmenity } from '@/lib/amenities';
import type { CategorySlug, PropertyType, SeedProperty, SeedRoomCategory } from './types';

type Rng = () => number;

function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

interface Location {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Degrees of jitter around the centre point. */
  spread: number;
  streets: readonly string[];
  landmarks: readonly string[];
  /** Multiplier on Lagos/Abuja prices. */
  priceFactor: number;
  /** Whether beach and sea-view amenities make sense here. */
  coastal: boolean;
}

/** One location per destination; index % LOCATIONS.length spreads properties evenly. */
const LOCATIONS: readonly Location[] = [
  {
    city: 'Lekki',
    state: 'Lagos',
    latitude: 6.4474,
    longitude: 3.4923,
    spread: 0.04,
    streets: [
      'Admiralty Way, Lekki Phase 1',
      'Fola Osibo Road, Lekki Phase 1',
      'Chevron Drive',
      'Kusenla Road, Ikate',
      'Orchid Road, Lafiaji',
    ],
    landmarks: [
      'the Lekki Conservation Centre',
      'Nike Art Gallery',
      'Elegushi Beach',
      'the Lekki Arts and Crafts Market',
    ],
    coastal: true,
    priceFactor: 1,
  },
  {
    city: 'Ikeja',
    state: 'Lagos',
    latitude: 6.5965,
    longitude: 3.3521,
    spread: 0.025,
    streets: [
      'Allen Avenue',
      'Isaac John Street, Ikeja GRA',
      'Opebi Road',
      'Toyin Street',
      'Obafemi Awolowo Way, Alausa',
    ],
    landmarks: [
      'Murtala Muhammed International Airport',
      'Ikeja City Mall',
      'Computer Village',
      'the New Afrika Shrine',
    ],
    coastal: false,
    priceFactor: 0.9,
  },
  {
    city: 'Victoria Island',
    state: 'Lagos',
    latitude: 6.4299,
    longitude: 3.4219,
    spread: 0.012,
    streets: [
      'Adeola Odeku Street',
      'Ahmadu Bello Way',
      'Akin Adesola Street',
      'Ajose Adeogun Street',
      'Kofo Abayomi Street',
    ],
    landmarks: ['the Eko Atlantic promenade', 'the Civic Centre', 'Terra Kulture', 'the beach at Oniru'],
    coastal: true,
    priceFactor: 1.2,
  },
  {
    city: 'Ikoyi',
    state: 'Lagos',
    latitude: 6.4531,
    longitude: 3.4344,
    spread: 0.012,
    streets: ['Awolowo Road', 'Bourdillon Road', 'Kingsway Road', 'Glover Road', 'Parkview Estate'],
    landmarks: ['the Lekki-Ikoyi Link Bridge', 'the Ikoyi Club 1938', 'the boutiques of Awolowo Road'],
    coastal: false,
    priceFactor: 1.2,
  },
  {
    city: 'Lagos Island',
    state: 'Lagos',
    latitude: 6.4541,
    longitude: 3.3947,
    spread: 0.01,
    streets: ['Broad Street', 'Marina', 'King George V Road, Onikan', 'Campbell Street'],
    landmarks: ['Tafawa Balewa Square', 'Freedom Park', 'the National Museum at Onikan', 'Balogun Market'],
    coastal: false,
    priceFactor: 0.85,
  },
  {
    city: 'Abuja',
    state: 'FCT',
    latitude: 9.0765,
    longitude: 7.4986,
    spread: 0.05,
    streets: [
      'Aminu Kano Crescent, Wuse II',
      'Aguiyi Ironsi Street, Maitama',
      'Ahmadu Bello Way, Garki',
      'Yakubu Gowon Crescent, Asokoro',
      'Independence Avenue, Central Business District',
    ],
    landmarks: ['Millennium Park', 'Aso Rock', 'Jabi Lake', 'the National Mosque'],
    coastal: false,
    priceFactor: 1,
  },
  {
    city: 'Benin City',
    state: 'Edo',
    latitude: 6.335,
    longitude: 5.6037,
    spread: 0.03,
    streets: ['Sapele Road', 'Airport Road', 'Adesuwa Road, GRA', 'Akpakpava Road', 'Ugbowo-Lagos Road'],
    landmarks: ["the Oba's Palace", "King's Square", 'the Benin National Museum', 'Igun Street'],
    coastal: false,
    priceFactor: 0.6,
  },
  {
    city: 'Port Harcourt',
    state: 'Rivers',
    latitude: 4.8156,
    longitude: 7.0498,
    spread: 0.03,
    streets: [
      'Tombia Street, GRA Phase 2',
      'Aba Road',
      'Trans-Amadi Road',
      'Peter Odili Road',
      'Evo Road, GRA Phase 2',
    ],
    landmarks: ['Port Harcourt Pleasure Park', 'Isaac Boro Park', 'the Old GRA'],
    coastal: false,
    priceFactor: 0.75,
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    latitude: 7.3775,
    longitude: 3.947,
    spread: 0.04,
    streets: [
      'Awolowo Avenue, Bodija',
      'Ring Road',
      'Jericho Road, Jericho GRA',
      'Alalubosa Layout, Iyaganku GRA',
      'Oluyole Estate',
    ],
    landmarks: ['the University of Ibadan', "Bower's Tower", 'the Cocoa House', 'Agodi Gardens'],
    coastal: false,
    priceFactor: 0.6,
  },
];

const ADJECTIVES = [
  'Golden',
  'Royal',
  'Emerald',
  'Silver',
  'Crystal',
  'Amber',
  'Coral',
  'Ivory',
  'Indigo',
  'Sapphire',
  'Sunrise',
  'Harbour',
  'Cedar',
  'Grand',
  'Quiet',
  'Green',
  'Bright',
  'Azure',
  'Copper',
  'Velvet',
] as const;

const NOUNS = [
  'Palm',
  'Lagoon',
  'Baobab',
  'Savannah',
  'Iroko',
  'Harmattan',
  'Meadow',
  'Crest',
  'Haven',
  'Orchid',
  'Hibiscus',
  'Mahogany',
  'Gate',
  'Court',
  'Garden',
  'River',
  'Hill',
  'Horizon',
  'Tide',
  'Canopy',
] as const;

const KINDS: Record<PropertyType, readonly string[]> = {
  hotel: ['Hotel', 'Suites', 'Inn', 'Hotel & Suites'],
  apartment: ['Apartments', 'Residences', 'Shortlets', 'Serviced Apartments'],
  resort: ['Resort', 'Resort & Spa', 'Retreat', 'Lodge'],
};

type Tier = 'budget' | 'mid' | 'luxury';

interface RoomTemplate {
  name: string;
  description: string;
  adults: number;
  children: number;
  bed: string;
  sqm: number;
  /** Price relative to the property's base price. */
  factor: number;
  amenities: readonly RoomAmenity[];
}

const ROOM_LADDERS: Record<PropertyType, readonly RoomTemplate[]> = {
  hotel: [
    {
      name: 'Standard Room',
      description: 'A comfortable room with a queen bed, a work desk and a walk-in shower.',
      adults: 2,
      children: 1,
      bed: 'Queen',
      sqm: 22,
      factor: 1,
      amenities: ['Air conditioning', 'Smart TV', 'Work desk'],
    },
    {
      name: 'Deluxe King',
      description: 'A larger room with a king bed, a sofa and a minibar.',
      adults: 2,
      children: 1,
      bed: 'King',
      sqm: 30,
      factor: 1.3,
      amenities: ['Air conditioning', 'Smart TV', 'Minibar', 'Rain shower'],
    },
    {
      name: 'Family Room',
      description: 'A king bed and two singles, with space for the whole family.',
      adults: 4,
      children: 2,
      bed: 'King + 2 Single',
      sqm: 38,
      factor: 1.6,
      amenities: ['Air conditioning', 'Smart TV', 'Safe'],
    },
    {
      name: 'Executive Suite',
      description: 'A suite with a separate living room, a bathtub and a coffee machine.',
      adults: 3,
      children: 1,
      bed: 'King',
      sqm: 55,
      factor: 2.1,
      amenities: ['Living area', 'Bathtub', 'Coffee machine', 'Minibar', 'Work desk'],
    },
  ],
  apartment: [
    {
      name: 'Studio Apartment',
      description: 'An open-plan studio with a queen bed and a kitchenette.',
      adults: 2,
      children: 0,
      bed: 'Queen',
      sqm: 32,
      factor: 1,
      amenities: ['Kitchenette', 'Smart TV', 'Air conditioning', 'Work desk'],
    },
    {
      name: 'One-Bedroom Apartment',
      description: 'A separate bedroom, a living room and a full kitchen.',
      adults: 2,
      children: 1,
      bed: 'King',
      sqm: 60,
      factor: 1.4,
      amenities: ['Kitchen', 'Washing machine', 'Smart TV', 'Living area'],
    },
    {
      name: 'Two-Bedroom Apartment',
      description: 'Two bedrooms, a dining area and a balcony.',
      adults: 4,
      children: 2,
      bed: 'King + Twin',
      sqm: 100,
      factor: 2.1,
      amenities: ['Kitchen', 'Washing machine', 'Balcony', 'Living area'],
    },
    {
      name: 'Three-Bedroom Apartment',
      description: 'Three bedrooms and generous living space for families and groups.',
      adults: 6,
      children: 3,
      bed: '2 King + Twin',
      sqm: 150,
      factor: 3,
      amenities: ['Kitchen', 'Washing machine', 'Balcony', 'Living area', 'Smart TV'],
    },
  ],
  resort: [
    {
      name: 'Garden Room',
      description: 'A bright room with a veranda facing the gardens.',
      adults: 2,
      children: 1,
      bed: 'Queen',
      sqm: 30,
      factor: 1,
      amenities: ['Garden view', 'Air conditioning', 'Smart TV'],
    },
    {
      name: 'Pool Chalet',
      description: 'A chalet a few steps from the pool, with a king bed and an outdoor shower.',
      adults: 2,
      children: 2,
      bed: 'King',
      sqm: 40,
      factor: 1.35,
      amenities: ['Pool view', 'Rain shower', 'Air conditioning', 'Minibar'],
    },
    {
      name: 'Family Villa',
      description: 'Two bedrooms, a lounge and a shaded terrace.',
      adults: 4,
      children: 3,
      bed: 'King + 2 Single',
      sqm: 80,
      factor: 2,
      amenities: ['Living area', 'Kitchenette', 'Air conditioning', 'Smart TV'],
    },
    {
      name: 'Signature Villa',
      description: 'A secluded villa with a private plunge pool and a large terrace.',
      adults: 4,
      children: 2,
      bed: 'King + Queen',
      sqm: 120,
      factor: 2.8,
      amenities: ['Private pool', 'Living area', 'Bathtub', 'Minibar', 'Safe'],
    },
  ],
};

/** Base nightly price for the cheapest category, before the location factor. */
const BASE_PRICE: Record<PropertyType, Record<Tier, readonly [number, number]>> = {
  hotel: { budget: [35000, 55000], mid: [75000, 120000], luxury: [200000, 300000] },
  apartment: { budget: [60000, 80000], mid: [85000, 140000], luxury: [150000, 220000] },
  resort: { budget: [70000, 95000], mid: [110000, 160000], luxury: [200000, 260000] },
};

const MIN_PRICE = 25000;
const MAX_PRICE = 650000;

const BASE_AMENITIES: Record<PropertyType, readonly Amenity[]> = {
  hotel: ['Free WiFi', 'Air conditioning', 'Backup power', 'Security', '24-hour front desk'],
  apartment: ['Free WiFi', 'Air conditioning', 'Backup power', 'Security', 'Kitchen'],
  resort: ['Free WiFi', 'Air conditioning', 'Backup power', 'Security', 'Swimming pool'],
};

const EXTRA_AMENITIES: Record<PropertyType, readonly Amenity[]> = {
  hotel: [
    'Restaurant',
    'Bar',
    'Room service',
    'Free parking',
    'Business centre',
    'Meeting rooms',
    'Fitness centre',
    'Swimming pool',
    'Airport shuttle',
    'Laundry service',
    'Smart TV',
    'Breakfast included',
    'Spa',
    'Wheelchair accessible',
  ],
  apartment: [
    'Washing machine',
    'Balcony',
    'Free parking',
    'Smart TV',
    'Swimming pool',
    'Fitness centre',
    'Laundry service',
    'Garden',
    'Pet friendly',
    '24-hour front desk',
  ],
  resort: [
    'Spa',
    'Restaurant',
    'Bar',
    'Garden',
    'Kids club',
    'Fitness centre',
    'Free parking',
    'Meeting rooms',
    'Beach access',
    'Sea view',
    'Breakfast included',
    'Wheelchair accessible',
  ],
};

const OPENERS: Record<PropertyType, readonly string[]> = {
  hotel: [
    '{name} is {aTier} hotel on {street}, in the heart of {city}.',
    'On {street}, {name} offers {tier} rooms for business and leisure travellers to {city}.',
    'Travellers to {city} will find {name} on {street}, {aTier} hotel with a friendly team.',
  ],
  apartment: [
    '{name} offers {tier} serviced apartments on {street}, {city}.',
    'On {street}, {name} is a block of {tier} short-let apartments for stays of a night or a month.',
    'Guests who prefer their own kitchen will like {name}, {tier} apartments on {street} in {city}.',
  ],
  resort: [
    '{name} is {aTier} resort near {street}, {city}, set in landscaped grounds.',
    'Set back from {street}, {name} is {aTier} resort made for unhurried weekends in {city}.',
    '{aTier} escape in {city}, {name} spreads across gardens just off {street}.',
  ],
};

const NEARBY = [
  '{landmark} is a short drive away.',
  'It is well placed for {landmark}.',
  'Guests can reach {landmark} in a few minutes.',
  '{landmark} is close by.',
];

const FACILITY_LINES: Record<PropertyType, readonly string[]> = {
  hotel: [
    'Rooms have comfortable beds, strong air conditioning and fast WiFi, and backup power keeps everything running.',
    'Expect clean, quiet rooms, a helpful front desk and a generator that cuts in the moment the grid fails.',
    'The restaurant serves Nigerian and continental dishes, and the rooms are cool, quiet and well kept.',
  ],
  apartment: [
    'Apartments come with equipped kitchens, smart TVs and reliable power, and housekeeping visits twice a week.',
    'Each flat has a kitchen, a comfortable living room and air conditioning, with guards on the gate around the clock.',
    'Inverters and a generator keep the WiFi and air conditioning on, and the kitchens are fully equipped.',
  ],
  resort: [
    'There is a large pool, shaded lawns and a restaurant, and the chalets have verandas for slow mornings.',
    'Guests spend their days between the pool, the gardens and the restaurant terrace.',
    'The grounds include a pool, play areas and quiet corners, and the rooms are bright and airy.',
  ],
};

const TIER_WORDS: Record<Tier, readonly string[]> = {
  budget: ['good-value', 'affordable', 'no-frills'],
  mid: ['comfortable', 'well-run', 'modern'],
  luxury: ['luxury', 'upscale', 'elegant'],
};

const PHONE_PREFIXES = ['80', '81', '70', '90', '91'] as const;

/** Brand slugs (see the catalogue's brands) that plausibly run a property of this type and tier. */
const BRANDS: Record<PropertyType, Record<Tier, readonly string[]>> = {
  hotel: {
    budget: ['ariya-inns', 'palmgrove'],
    mid: ['palmgrove', 'harmattan-house', 'adire-boutique'],
    luxury: ['savannah-crest', 'lagoon-bay', 'harmattan-house'],
  },
  apartment: { budget: ['zuma-residences'], mid: ['zuma-residences'], luxury: ['zuma-residences'] },
  resort: { budget: ['coralstone'], mid: ['coralstone'], luxury: ['coralstone'] },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buildRooms(rng: Rng, type: PropertyType, tier: Tier, priceFactor: number): SeedRoomCategory[] {
  const ladder = ROOM_LADDERS[type];
  const count = between(rng, 2, 4);
  const [low, high] = BASE_PRICE[type][tier];
  const base = low + rng() * (high - low);
  const rooms: SeedRoomCategory[] = [];
  for (let i = 0; i < count && i < ladder.length; i += 1) {
    const t = ladder[i];
    if (!t) break;
    const standardPrice = Math.min(MAX_PRICE, Math.max(MIN_PRICE, roundTo(base * t.factor * priceFactor, 1000)));
    const roll = rng();
    let promoPrice: number | null = null;
    let nonRefundable = false;
    if (roll < 1 / 6) {
      nonRefundable = true;
      promoPrice = roundTo(standardPrice * (1 - (0.11 + rng() * 0.03)), 500);
    } else if (roll < 1 / 3) {
      promoPrice = roundTo(standardPrice * (1 - (0.09 + rng() * 0.15)), 500);
    }
    const baseCount = type === 'apartment' ? between(rng, 2, 10) : between(rng, 4, 40);
    rooms.push({
      name: t.name,
      description: t.description,
      maxAdults: t.adults,
      maxChildren: t.children,
      bedType: t.bed,
      sizeSqm: t.sqm + between(rng, -2, 6),
      totalRooms: Math.max(2, baseCount - i * 3),
      standardPrice,
      promoPrice,
      nonRefundable,
      amenities: [...t.amenities],
    });
  }
  return rooms;
}

const COASTAL_ONLY: readonly Amenity[] = ['Beach access', 'Sea view'];

function buildAmenities(rng: Rng, type: PropertyType, coastal: boolean): Amenity[] {
  const result: Amenity[] = [...BASE_AMENITIES[type]];
  const extras = EXTRA_AMENITIES[type].filter((a) => coastal || !COASTAL_ONLY.includes(a));
  const target = between(rng, 6, 11);
  // Partial Fisher-Yates shuffle: draw extras without repetition until the target is reached.
  for (let i = 0; i < extras.length && result.length < target; i += 1) {
    const j = i + Math.floor(rng() * (extras.length - i));
    const chosen = extras[j];
    const current = extras[i];
    if (chosen === undefined || current === undefined) break;
    extras[j] = current;
    extras[i] = chosen;
    if (!result.includes(chosen)) result.push(chosen);
  }
  return result;
}

/**
 * Deterministic generator of plausible properties for load testing. The same index always yields the same
 * property, names are unique because they end with the index, and reviews are left empty for the caller.
 */
export function syntheticProperty(index: number): SeedProperty {
  const rng = mulberry32((index + 1) * 2654435761);
  const location = LOCATIONS[index % LOCATIONS.length];
  if (!location) throw new Error('no locations configured');

  const typeRoll = rng();
  const type: PropertyType = typeRoll < 0.56 ? 'hotel' : typeRoll < 0.84 ? 'apartment' : 'resort';
  const tierRoll = rng();
  const tier: Tier = tierRoll < 0.3 ? 'budget' : tierRoll < 0.8 ? 'mid' : 'luxury';

  const name = `${pick(rng, ADJECTIVES)} ${pick(rng, NOUNS)} ${pick(rng, KINDS[type])} ${location.city} ${index}`;
  const street = pick(rng, location.streets);
  const landmark = pick(rng, location.landmarks);
  const tierWord = pick(rng, TIER_WORDS[tier]);
  const aTier = `${/^[aeiou]/.test(tierWord) ? 'an' : 'a'} ${tierWord}`;
  const values = { name, street, city: location.city, landmark, tier: tierWord, aTier };
  const description = [
    capitalise(fill(pick(rng, OPENERS[type]), values)),
    capitalise(fill(pick(rng, NEARBY), values)),
    pick(rng, FACILITY_LINES[type]),
  ].join(' ');

  const categories: CategorySlug[] = [type === 'hotel' ? 'hotels' : type === 'apartment' ? 'apartments' : 'resorts'];
  if (rng() < 0.18) categories.push('tours');

  const brand = rng() < 0.6 ? pick(rng, BRANDS[type][tier]) : null;
  const domain = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
  const prefix = PHONE_PREFIXES[index % PHONE_PREFIXES.length] ?? '80';

  return {
    name,
    type,
    categories,
    brand,
    address: `${between(rng, 1, 120)} ${street}, ${location.city}`,
    city: location.city,
    state: location.state,
    latitude: Math.round((location.latitude + (rng() - 0.5) * location.spread) * 10000) / 10000,
    longitude: Math.round((location.longitude + (rng() - 0.5) * location.spread) * 10000) / 10000,
    description,
    amenities: buildAmenities(rng, type, location.coastal),
    checkInTime: rng() < 0.75 ? '13:00' : '14:00',
    checkOutTime: rng() < 0.8 ? '12:00' : '11:00',
    isFeatured: rng() < 0.02,
    phone: `+234${prefix}${String(index % 100_000_000).padStart(8, '0')}`,
    email: `reservations@${domain}.ng`,
    rooms: buildRooms(rng, type, tier, location.priceFactor),
    reviews: [],
  };
}
