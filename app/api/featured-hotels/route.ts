import { route } from '@/lib/api/handler';
import { getFeaturedHotels } from '@/lib/data/properties';

export const GET = route(async () => ({ hotels: await getFeaturedHotels() }));
