// Read by server.mjs (outside the bundle) and lib/api/client-ip.ts, so plain JavaScript with types beside it.

/** The header server.mjs writes with the connection's own address, over anything a client sent under that name. */
export const CLIENT_ADDRESS_HEADER = 'x-staynaija-socket-address';
