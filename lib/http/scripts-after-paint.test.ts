/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deferrable, rewriteHead, scriptsAfterPaint } from './scripts-after-paint.mjs';

const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="sha256-main"/>' +
  '<link rel="preload" as="image" imageSrcSet="/media/property/a.w640.webp 640w" fetchPriority="high"/>' +
  '<script src="/_next/static/chunks/react.js" async="" integrity="sha256-react"></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>فندق هرمتان — ستاي نايجا</title>' +
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule=""></script></head>';
const BODY =
  '<body><h1>Harmattan House ₦85,000</h1><script>self.__next_f.push([1,"payload"])</script>' +
  '<script src="/_next/static/chunks/main.js" integrity="sha256-main" async=""></script></body></html>';

/** The scripts the loader was given, read back from it. */
function queuedInLoader(html: string): unknown {
  const list = /var q=(\[.*?\]\]|\[\]),go=0/.exec(html)?.[1];
  return list === undefined ? undefined : JSON.parse(list);
}

describe('the rewritten <head>', () => {
  const head = rewriteHead(HEAD)!;

  it('names no script file for the browser to fetch early, and hands them to the loader with their hashes', () => {
    expect(head).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page)\.js"/);
    expect(head).not.toContain('as="script"');
    expect(queuedInLoader(head)).toEqual([
      ['/_next/static/chunks/react.js', 'sha256-react'],
      ['/_next/static/chunks/page.js', ''],
    ]);
  });

  it('keeps the stylesheet, the picture preload, the title and the nomodule polyfill, and the charset first', () => {
    expect(head.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><script>')).toBe(
      true,
    );
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(head).toContain('as="image"');
    expect(head).toContain('<title>فندق هرمتان — ستاي نايجا</title>');
    expect(head).toContain(
      '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule=""></script>',
    );
    // Before the stylesheet: an inline script after it would wait for it.
    expect(head.indexOf('__snScripts')).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });

  it('leaves a document without <head> alone', () => {
    expect(rewriteHead('<p>no head</p>')).toBeNull();
  });

  it('defers only async scripts of the site itself', () => {
    expect(deferrable('<script src="/_next/static/chunks/a.js" async=""></script>')).toEqual([
      '/_next/static/chunks/a.js',
      '',
    ]);
    expect(deferrable('<script src="/_next/static/chunks/a.js"></script>')).toBeNull();
    expect(deferrable('<script src="/_next/static/chunks/a.js" async="" noModule=""></script>')).toBeNull();
    expect(deferrable('<script src="/_next/static/chunks/a.js?x=1" async=""></script>')).toBeNull();
    expect(deferrable('<script src="/_next/static/chunks/a.js" async="">alert(1)</script>')).toBeNull();
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server | undefined;
let base: string;

async function start(handler: Handler) {
  server = createServer((req, res) => {
    scriptsAfterPaint(res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** Writes `text` in pieces of `size` bytes, cutting through tags and characters of several bytes alike. */
function writeInPieces(res: ServerResponse, text: string, size: number) {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) res.write(bytes.subarray(at, at + size));
  res.end();
}

describe('pages written through it', () => {
  const expected = (() => {
    const head = rewriteHead(HEAD)!;
    return (
      head +
      BODY.replace(
        '<script src="/_next/static/chunks/main.js" integrity="sha256-main" async=""></script>',
        '<script>self.__snScripts.push(["/_next/static/chunks/main.js","sha256-main"])</script>',
      )
    );
  })();

  it.each([1, 7, 64, 100_000])('come out the same whatever the pieces they are written in (%i bytes)', async (size) => {
    await start((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      writeInPieces(res, HEAD + BODY, size);
    });
    const answer = await fetch(base);
    expect(await answer.text()).toBe(expected);
  });

  it('drop a Content-Length set for the page as written', async () => {
    await start((_req, res) => {
      const page = HEAD + BODY;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    });
    const answer = await fetch(base);
    const text = await answer.text();
    expect(text).toBe(expected);
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it('leave other answers as they are', async () => {
    const json = JSON.stringify({ html: HEAD + BODY });
    await start((req, res) => {
      if (req.url === '/json') {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Content-Length', Buffer.byteLength(json));
        res.end(json);
        return;
      }
      // An HTML fragment without <head> (no loader to hand the scripts to).
      res.setHeader('Content-Type', 'text/html');
      res.end(BODY);
    });
    const fromJson = await fetch(`${base}/json`);
    expect(await fromJson.text()).toBe(json);
    expect(fromJson.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(await (await fetch(`${base}/fragment`)).text()).toBe(BODY);
  });

  it('answer HEAD requests and empty pages', async () => {
    await start((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end();
    });
    const head = await fetch(base, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await (await fetch(base)).text()).toBe('');
  });
});
