import { route } from '@/lib/api/handler';
import { requireProperty } from '@/lib/data/require-property';

export const GET = route<{ id: string }>(async (_request, { id }) => ({ rooms: (await requireProperty(id)).rooms }));
