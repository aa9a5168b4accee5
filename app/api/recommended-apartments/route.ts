import { route } from '@/lib/api/handler';
import { getRecommendedApartments } from '@/lib/data/properties';

export const GET = route(async () => ({ hotels: await getRecommendedApartments() }));
