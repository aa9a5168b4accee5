import { route } from '@/lib/api/handler';
import { getTopDestinations } from '@/lib/data/properties';

export const GET = route(async () => ({ destinations: await getTopDestinations() }));
