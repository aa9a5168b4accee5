// What outlives a request (the database pool's connections, the Redis clients) is opened in the server's own async
// context, not in the request that happened to need it first. Whatever is made to open it (a socket, a timer, a
// promise) keeps the context it was made in for as long as it lives, and a request's context holds the whole request:
// for a page, its render, which reaches the renders after it (docs/bench/report.md, the memory target). Made when this
// module is first loaded, from server.mjs at start-up, and kept on globalThis so that every bundle of the site shares
// that one.
import { AsyncResource } from 'node:async_hooks';

const scope = (globalThis.__serverContext ??= new AsyncResource('ServerContext'));

/** Runs `open` in the server's own async context and returns what it returns. */
export function inServerContext(open) {
  return scope.runInAsyncScope(open);
}
