import { route } from '@/lib/api/handler';
import { getBrands } from '@/lib/data/properties';

export const GET = route(async () => ({ brands: await getBrands() }));
