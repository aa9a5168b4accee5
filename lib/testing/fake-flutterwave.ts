import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_FLUTTERWAVE_KEY = 'FLWSECK_TEST-fake-key';

export interface FakeTransaction {
  id: number;
  tx_ref: string;
  amount: number;
  currency: string;
  status: string;
}

/** What the fake does with the next calls: answer, refuse, fail or never answer. */
export type FakeMode = 'normal' | 'refuse' | 'error' | 'hang' | 'garbage';

/**
 * Flutterwave v3 on loopback: POST /v3/payments answers a hosted link, GET /v3/transactions/{id}/verify answers the
 * transactions a test recorded. Only requests with the right secret key are served; `mode` makes it refuse (400),
 * fail (500), send garbage or hang.
 */
export async function startFakeFlutterwave() {
  const transactions = new Map<string, FakeTransaction>();
  const checkouts: Record<string, unknown>[] = [];
  let verifications = 0;
  let mode: FakeMode = 'normal';
  let nextId = 5_000_001 + Math.floor(Math.random() * 1_000_000) * 10;
  const hanging = new Set<ServerResponse>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${FAKE_FLUTTERWAVE_KEY}`) {
      return json(res, 401, { status: 'error', message: 'Invalid authorization key', data: null });
    }
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode === 'error') return json(res, 500, { status: 'error', message: 'Internal error' });
    if (mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    if (req.method === 'POST' && req.url === '/v3/payments') {
      if (mode === 'refuse') return json(res, 400, { status: 'error', message: 'Invalid currency', data: null });
      const payload = JSON.parse(body) as Record<string, unknown>;
      checkouts.push(payload);
      return json(res, 200, {
        status: 'success',
        message: 'Hosted Link',
        data: { link: `https://checkout.flutterwave.test/v3/hosted/pay/${String(payload.tx_ref)}` },
      });
    }
    const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(req.url ?? '');
    if (req.method === 'GET' && verify) {
      verifications += 1;
      const found = transactions.get(decodeURIComponent(verify[1]!));
      if (!found || mode === 'refuse') {
        return json(res, 400, { status: 'error', message: 'No transaction was found for this id', data: null });
      }
      return json(res, 200, {
        status: 'success',
        message: 'Transaction fetched successfully',
        data: { ...found, flw_ref: `FLW-MOCK-${found.id}`, charged_amount: found.amount, payment_type: 'card' },
      });
    }
    return json(res, 404, { status: 'error', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    checkouts,
    get verifications() {
      return verifications;
    },
    setMode(next: FakeMode) {
      mode = next;
    },
    /** Records a transaction as Flutterwave would after a checkout, and returns its id. */
    pay(txRef: string, amount: number, { status = 'successful', currency = 'NGN' } = {}): string {
      const id = nextId++;
      transactions.set(String(id), { id, tx_ref: txRef, amount, currency, status });
      return String(id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeFlutterwave = Awaited<ReturnType<typeof startFakeFlutterwave>>;
