import { clientIpFrom, SOCKET_ADDRESS_HEADER } from './client-ip';

const headers = (xff?: string, realIp?: string) =>
  new Headers({ ...(xff !== undefined && { 'x-forwarded-for': xff }), ...(realIp && { 'x-real-ip': realIp }) });

describe('clientIpFrom', () => {
  it('takes the address the nearest proxy wrote, not what the client sent before it', () => {
    expect(clientIpFrom(headers('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientIpFrom(headers('203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('counts back one entry per trusted proxy', () => {
    expect(clientIpFrom(headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    // Fewer entries than proxies: the first one is the best there is.
    expect(clientIpFrom(headers('203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  it('falls back to X-Real-IP, then to unknown, and bounds the length', () => {
    expect(clientIpFrom(headers(' , ', '198.51.100.4'), 1)).toBe('198.51.100.4');
    expect(clientIpFrom(headers(), 1)).toBe('unknown');
    expect(clientIpFrom(headers('x'.repeat(500)), 1)).toHaveLength(64);
  });
});

describe('clientIpFrom without trusted proxies (the default)', () => {
  const socket = (address: string, extra: Record<string, string> = {}) =>
    new Headers({ [SOCKET_ADDRESS_HEADER]: address, ...extra });

  it('takes the connection’s address and ignores whatever the client wrote in X-Forwarded-For or X-Real-IP', () => {
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': `6.6.6.${i}`, 'x-real-ip': `7.7.7.${i}` };
      expect(clientIpFrom(socket('198.51.100.7', forged), 0, true)).toBe('198.51.100.7');
    }
  });

  it('does not believe the header unless server.mjs wrote it: without it every client is one', () => {
    expect(clientIpFrom(socket('6.6.6.6', { 'x-forwarded-for': '7.7.7.7' }), 0, false)).toBe('unknown');
    expect(clientIpFrom(new Headers({ 'x-forwarded-for': '7.7.7.7' }), 0, true)).toBe('unknown');
  });
});
