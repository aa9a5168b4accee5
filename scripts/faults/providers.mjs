// Ports, and the fake providers: a mail server and an API that accept connections and never answer, and a mail server
// and a Termii that take every message.
import http from 'node:http';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { cleanups } from './common.mjs';

export async function listening(server, port = 0) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  // smtp-server keeps its net.Server in .server.
  return (server.server ?? server).address().port;
}

export async function portIsFree(port) {
  const probe = net.createServer();
  try {
    await new Promise((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => probe.close(resolve));
    return true;
  } catch {
    return false;
  }
}

/** A free port chosen by the system; nothing listens on it once this returns. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word: a mail server or an API that hangs. */
export async function silentServer() {
  const sockets = new Set();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listening(server);
  cleanups.push(async () => sockets.forEach((socket) => socket.destroy()));
  return { port, connections: () => connections };
}

/** A mail server that takes every message. */
export async function workingSmtp() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  const port = await listening(server);
  return { port, received };
}

/** Termii's send API, answering as Termii does when it takes a message. */
export async function workingTermii() {
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const sent = JSON.parse(body || '{}');
      received.push(`+${sent.to}`);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message_id: `fault-${received.length}`, message: 'Successfully Sent' }));
    });
  });
  const port = await listening(server);
  return { port, received };
}
