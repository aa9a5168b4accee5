/** A route handler as Next.js calls it. */
export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

let clients = 0;

/** A browser for route tests: its own client address and cookie jar, same-origin JSON for bodies. */
export function routeBrowser(site: string) {
  clients += 1;
  const ip = `10.77.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  const jar = new Map<string, string>();
  const call = async (
    handler: RouteHandler,
    path: string,
    init: RequestInit = {},
    params: Record<string, string> = {},
  ): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', ip);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.body) {
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      if (!headers.has('origin')) headers.set('origin', site);
      headers.set('content-length', String(String(init.body).length));
    }
    const res = await handler(new Request(`${site}${path}`, { ...init, headers }), { params: Promise.resolve(params) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    return res;
  };
  return { ip, jar, call };
}
