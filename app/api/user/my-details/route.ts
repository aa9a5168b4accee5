import { route } from '@/lib/api/handler';
import { toUserDetails } from '@/lib/data/users';
import { requireUser } from '@/lib/services/auth/current-user';

export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const user = await requireUser();
  return Response.json({ userDetails: toUserDetails(user) }, { headers: { 'Cache-Control': 'private, no-store' } });
});
