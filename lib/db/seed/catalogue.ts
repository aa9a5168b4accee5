import fs from 'node:fs/promises';
import path from 'node:path';
import type { SeedBrand, SeedDestination, SeedProperty } from './types';

export interface Catalogue {
  brands: SeedBrand[];
  destinations: SeedDestination[];
  properties: SeedProperty[];
}

// The catalogue is data read from disk only while seeding: imported as code it would be bundled into every server
// route that opens the database. Resolved from the working folder, as the migrations are (lib/db/client.ts).
const FIXTURES = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/db/seed/fixtures');

/** Property files in the order they are seeded. */
const PROPERTY_FILES = ['lekki', 'ikeja', 'victoria-island-ikoyi', 'central-lagos', 'abuja', 'other-cities'];

async function readFixture<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(path.join(FIXTURES, file), 'utf8')) as T;
}

/** The demo catalogue: brands, destinations and properties with their rooms and reviews. */
export async function loadCatalogue(): Promise<Catalogue> {
  const [brands, destinations, ...regions] = await Promise.all([
    readFixture<SeedBrand[]>('brands.json'),
    readFixture<SeedDestination[]>('destinations.json'),
    ...PROPERTY_FILES.map((name) => readFixture<SeedProperty[]>(`properties/${name}.json`)),
  ]);
  return { brands, destinations, properties: regions.flat() };
}
