import { route } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';

/**
 * Any other address under /api: a JSON 404 for every method. Without it the site's catch-all page would answer, and
 * a POST with a form body would reach the framework's server-action lookup and fail with a 500.
 */
const notFound = route(async () => {
  throw new AppError('notFound', 404);
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
