import { CLIENT_ADDRESS_HEADER } from './client-address-header.mjs';

/** The header server.mjs writes with the connection's own address. */
export const SOCKET_ADDRESS_HEADER = CLIENT_ADDRESS_HEADER;

const bounded = (address: string) => address.slice(0, 64);

/**
 * The client's address, for rate limits and session records.
 *
 * With trusted proxies (`proxies` ≥ 1, TRUSTED_PROXY_COUNT): from X-Forwarded-For. Each proxy appends the address it
 * received the request from, so only the last `proxies` entries were written by servers we run; anything to their left
 * came from the client and may be forged. With one proxy the last entry is the client.
 *
 * Without (`proxies` = 0, the default): the connection's own address, which server.mjs (`npm start`) writes into
 * SOCKET_ADDRESS_HEADER over anything a client sent under that name. What a client writes in X-Forwarded-For or
 * X-Real-IP is ignored. Run as plain `next start` (no server.mjs, `socketHeaderTrusted` false) the header could be
 * a client's own, so it is not read either: every client then shares one budget, which is safe but strict.
 */
export function clientIpFrom(headers: Headers, proxies: number, socketHeaderTrusted = false): string {
  if (proxies <= 0) {
    const socket = socketHeaderTrusted ? headers.get(SOCKET_ADDRESS_HEADER)?.trim() : undefined;
    return bounded(socket || 'unknown');
  }
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return bounded(entries[Math.max(0, entries.length - proxies)] || headers.get('x-real-ip') || 'unknown');
}
