import 'server-only';

/** Every personal answer (an account, a booking, a payment): never stored by a browser cache, a proxy or a CDN. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/** Wraps a route so that every answer, errors included, carries Cache-Control: private, no-store. */
export function privateAnswers<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const response = await handler(...args);
    response.headers.set('Cache-Control', PRIVATE['Cache-Control']);
    return response;
  };
}
