import 'server-only';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getProperty, type PropertyDetails } from './property-details';

/** The property behind an API path segment (id or slug), or a 404. */
export async function requireProperty(idOrSlug: string, db?: Database): Promise<PropertyDetails> {
  const property = idOrSlug.length <= 200 ? await getProperty(idOrSlug, db) : null;
  if (!property) throw new AppError('hotelNotFound', 404);
  return property;
}
