#!/usr/bin/env node
// The production server that `npm start` runs: Next.js's own request handler behind a plain Node HTTP server, so
// that the site learns each client's address from the connection itself. `next start` offers route handlers only
// X-Forwarded-For, which it keeps as the client wrote it; here the socket's address is written into a header of our
// own, overwriting whatever the client sent under that name. Options as `next start`: -p/--port (or PORT),
// -H/--hostname (or HOSTNAME). SIGTERM and SIGINT stop taking connections, let requests in flight finish and close
// each connection after its next answer (idle ones stay open until then, or for at most 10 s), so a proxy in front
// takes its next requests to another server without losing any it was sending; then the work requests left for
// after their answer (messages to queue and send) finishes. Visitors' results pages with dates or filters are kept a
// few seconds for the next visitor with the same search (lib/http/search-page-cache.mjs). Pages name their script
// files so that browsers fetch them after the first paint (lib/http/scripts-after-paint.mjs); answers are compressed
// here, after that rewriting, with the same middleware Next.js uses (gzip or brotli).
import { createServer } from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { scriptsAfterPaint } from './lib/http/scripts-after-paint.mjs';
import { createSearchPageCache, registerSearchPageCache } from './lib/http/search-page-cache.mjs';

/** Keep in step with lib/api/client-ip.ts. */
const CLIENT_ADDRESS_HEADER = 'x-staynaija-socket-address';
const DRAIN_MS = 10_000;

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: false,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = typeof values.hostname === 'string' ? values.hostname : process.env.HOSTNAME || undefined;

process.env.NODE_ENV = 'production';
// Tells lib/api/client-ip.ts that the header above was written by this server and can be believed.
process.env.STAYNAIJA_SOCKET_ADDRESS = CLIENT_ADDRESS_HEADER;

const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// Node writes a long string to a socket several times slower than the same bytes as a Buffer when the string holds
// characters beyond Latin-1 ('₦', Arabic, Chinese: every page here): a 240 KB page costs about 2.5 ms of the event loop
// as a string and a fraction of that converted first. Answers are handed to the socket as Buffers.
const AS_BUFFER_FROM = 8 * 1024;
function asBuffer(chunk, encoding) {
  if (typeof chunk !== 'string' || chunk.length < AS_BUFFER_FROM) return chunk;
  return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
}
function writeBuffers(res) {
  const { write, end } = res;
  res.write = function writeAsBuffer(chunk, encoding, callback) {
    return write.call(this, asBuffer(chunk, encoding), encoding, callback);
  };
  res.end = function endAsBuffer(chunk, encoding, callback) {
    return end.call(this, asBuffer(chunk, encoding), encoding, callback);
  };
}

// Visitors' results pages with dates or filters, kept a few seconds for the next visitor asking the same search
// (lib/http/search-page-cache.mjs); emptied by every change of rooms or catalogue on this server.
const searchPages = registerSearchPageCache(createSearchPageCache());

// Answers are compressed here (next.config.mjs sets compress: false), so that pages can be rewritten before it.
const compress = compression();

let stopping = false;
/** Answers not yet finished, so that a stop can tell them to close their connections. */
const inFlight = new Set();

const server = createServer((req, res) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  // While stopping, every answer closes its connection ("Connection: close"), so a proxy that keeps connections open
  // (nginx) sends nothing more on it and takes its next requests to another server.
  if (stopping) res.shouldKeepAlive = false;
  writeBuffers(res);
  inFlight.add(res);
  res.on('close', () => inFlight.delete(res));
  if (searchPages.serve(req, res)) return;
  compress(req, res, () => {
    scriptsAfterPaint(res);
    void handle(req, res);
  });
});
// Longer than a load balancer's idle timeout (nginx keeps upstream connections 60 s), so it never reuses a closed one.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  const line = { time: new Date().toISOString(), level: 'info', msg: 'server ready', port, hostname: hostname ?? '*' };
  process.stdout.write(`${JSON.stringify(line)}\n`);
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const line = { time: new Date().toISOString(), level: 'info', msg: 'server stopping', signal };
  process.stdout.write(`${JSON.stringify(line)}\n`);
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
