#!/usr/bin/env node
// The production server that `npm start` runs: Next.js's own request handler behind a plain Node HTTP server, for
// what `next start` cannot do. It never changes or keeps a page.
//
// - The client's address, from the connection itself: `next start` offers route handlers only X-Forwarded-For, which
//   it keeps as the client wrote it. Here the socket's address is written into a header of our own (overwriting
//   whatever the client sent under that name); lib/api/client-ip.ts reads it.
// - Any bind address: -H/--hostname (or HOSTNAME) chooses the interface the socket listens on. Next.js itself is told
//   its address is localhost, whatever the interface: Next.js 16 spells the proxy's rewrites with localhost, and when
//   its own address is a loopback IP such as 127.0.0.1 it takes those rewrites for another origin and forwards them
//   over the network to itself (an endless loop of 308s, or a TLS error behind X-Forwarded-Proto: https;
//   vercel/next.js#94745).
// - A stop that loses nothing: SIGTERM and SIGINT stop taking connections, let requests in flight finish and close
//   each connection after its next answer (idle ones stay open until then, or for at most 10 s), so a proxy in front
//   takes its next requests to another server; then the work requests left for after their answer (messages to queue
//   and send) finishes.
//
// Options as `next start`: -p/--port (or PORT), -H/--hostname (or HOSTNAME).
import { createServer } from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { CLIENT_ADDRESS_HEADER } from './lib/api/client-address-header.mjs';
// Made here, at start-up: the async context the site's lasting connections are opened in.
import './lib/server-context.mjs';

const DRAIN_MS = 10_000;

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: false,
});
const hostname = typeof values.hostname === 'string' ? values.hostname : process.env.HOSTNAME || undefined;

/** One line in the log's own form (lib/log), errors on stderr. */
function logLine(level, msg, details = {}) {
  const line = { time: new Date().toISOString(), level, msg, ...details };
  (level === 'error' ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
}

/** Says why the server cannot start and ends with a non-zero code. */
function cannotStart(msg, details) {
  logLine('error', msg, details);
  process.exit(1);
}

const portText = String(values.port ?? process.env.PORT ?? 3000).trim();
const port = Number(portText);
if (!/^\d{1,5}$/.test(portText) || port < 1 || port > 65_535)
  cannotStart(`the port must be a whole number from 1 to 65535, not "${portText}"`, { port: portText });

process.env.NODE_ENV = 'production';
// The site's own address (SITE_URL's default) names the port it is served on, whichever way it was given.
process.env.PORT = String(port);
// Tells lib/api/client-ip.ts that the header above was written by this server and can be believed.
process.env.STAYNAIJA_SOCKET_ADDRESS = CLIENT_ADDRESS_HEADER;

const { default: next } = await import('next');
const app = next({ dev: false, hostname: 'localhost', port });
/** Next.js's handler, once the app is ready; requests that arrive while it starts wait for `ready`. */
let handle = null;
let setHandler;
const ready = new Promise((resolve) => (setHandler = resolve));

let stopping = false;
/** Answers not yet finished, so that a stop can tell them to close their connections. */
const inFlight = new Set();

const server = createServer((req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  // While stopping, every answer closes its connection ("Connection: close"), so a proxy that keeps connections open
  // (nginx) sends nothing more on it and takes its next requests to another server.
  if (stopping) res.shouldKeepAlive = false;
  inFlight.add(res);
  res.on('close', () => inFlight.delete(res));
  // Called directly once the app is ready, so that an answer runs in its request's own async context rather than in a
  // reaction to the start-up promise.
  if (handle) void handle(req, res);
  else void ready.then((started) => started(req, res));
});
// Longer than a load balancer's idle timeout (nginx keeps upstream connections 60 s), so it never reuses a closed one.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// The address is claimed before the app starts: a server that cannot have it (another one listens there, the port is
// not this user's to take, the interface does not exist) ends at once with a non-zero code, before it opens the
// database another server may be using, so a process manager sees the failure instead of a process that serves
// nothing.
await new Promise((resolve) => {
  const cannotListen = (err) => {
    const reason = err.code === 'EADDRINUSE' ? 'the address is already in use' : err.message;
    cannotStart(`cannot listen: ${reason}`, { port, hostname: hostname ?? '*', code: err.code });
  };
  server.once('error', cannotListen);
  server.listen(port, hostname, () => {
    server.off('error', cannotListen);
    resolve();
  });
});
// Without a production build (or with a broken one) Next.js cannot start: the same clear end, without a stack trace.
await app.prepare().catch((err) => cannotStart(`cannot start: ${err instanceof Error ? err.message : err}`, {}));
handle = app.getRequestHandler();
setHandler(handle);
logLine('info', 'server ready', { port, hostname: hostname ?? '*' });

function stop(signal) {
  if (stopping) return;
  stopping = true;
  logLine('info', 'server stopping', { signal });
  // Requests in flight finish (for at most DRAIN_MS) and close their connections after their answers.
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  // No new connections. Idle keep-alive connections are not closed now (http's server.close() would): a proxy may be
  // sending a request on one at that moment, which would be lost, and a POST is never sent again. Each closes after its
  // next answer instead. When none is left, the work requests left for after their answer (messages to queue and
  // send) finishes, then the process ends; all within DRAIN_MS.
  net.Server.prototype.close.call(server, () => {
    app.close().finally(() => process.exit(0));
  });
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, DRAIN_MS).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
