/**
 * The client's address from X-Forwarded-For. Each proxy appends the address it received the request from, so only
 * the last `proxies` entries were written by servers we run; anything to their left came from the client and may be
 * forged. With one proxy the last entry is the client. Without a proxy, `next start` writes the socket's address
 * only when the client sent no header, so a site reached directly must sit behind one (README, Accounts and sessions).
 */
export function clientIpFrom(headers: Headers, proxies: number): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const address = entries[Math.max(0, entries.length - Math.max(1, proxies))] || headers.get('x-real-ip') || 'unknown';
  return address.slice(0, 64);
}
