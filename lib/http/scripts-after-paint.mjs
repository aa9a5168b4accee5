// Used by server.mjs, outside the Next.js bundle: plain JavaScript with types beside it.
import { chunkBytes } from './chunk-bytes.mjs';

/**
 * Pages are painted before their scripts are fetched. Next.js names a page's script files in its <head> (async
 * <script> tags and a preload) and at the end of its <body>: a browser then fetches them at once, alongside the
 * stylesheet and the largest picture, and runs each as soon as it arrives, often before the first frame. On a slow
 * phone network that puts some 150 KB of scripts and their running time ahead of the first paint of a page that reads
 * without them, and whose links and search forms work without them.
 *
 * Here a page's HTML is rewritten as it streams out: those script tags become entries of a small queue, and an inline
 * loader at the top of <head> adds them to the document once the browser reports its first contentful paint; at once
 * when the page is hidden, at the first frame after the document was parsed where paint timing is not reported, and at
 * the latest 3 s after the document was parsed. They keep their integrity hashes. The nomodule polyfill and every
 * other tag are left as they are. A page whose <head> does not end within MAX_HEAD_BYTES, or that has no <head>, is
 * passed on unchanged.
 */

const MAX_HEAD_BYTES = 512 * 1024;
const SCRIPT_OPEN = '<script src="/_next/static/';
const SCRIPT_CLOSE = '</script>';
const HEAD_OPEN = '<head>';
const HEAD_CLOSE = '</head>';
const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The loader, with the scripts the <head> named. Pushes from the body's own tags arrive later through `push`.
 *
 * @param {[string, string][]} scripts
 */
export function loader(scripts) {
  return (
    '<script>(function(){var q=' +
    JSON.stringify(scripts).replace(/</g, '\\u003c') +
    ',go=0,d=document,P=self.PerformanceObserver;' +
    'function add(s){var e=d.createElement("script");e.src=s[0];if(s[1])e.integrity=s[1];e.async=true;' +
    'd.head.appendChild(e)}function start(){if(go)return;go=1;q.forEach(add);q=null}' +
    'self.__snScripts={push:function(s){go?add(s):q.push(s)}};' +
    'if(d.visibilityState!=="visible"){start();return}' +
    'd.addEventListener("visibilitychange",start);' +
    'd.addEventListener("DOMContentLoaded",function(){setTimeout(start,3000)});' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){' +
    'if(l.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}' +
    'else{d.addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(start,0)})})}' +
    '})()</script>'
  );
}

/** @param {string} tag @param {string} name */
function attribute(tag, name) {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? found[1] : null;
}

/**
 * The script a `<script src="/_next/static/…" async …></script>` tag loads, or null for any other tag (nomodule,
 * not async, inline, another place).
 *
 * @param {string} tag
 * @returns {[string, string] | null}
 */
export function deferrable(tag) {
  if (!tag.startsWith(SCRIPT_OPEN) || !tag.endsWith(`>${SCRIPT_CLOSE}`)) return null;
  const open = tag.slice(0, tag.indexOf('>') + 1);
  if (attribute(open, 'async') === null || /\snoModule/i.test(open)) return null;
  const src = attribute(open, 'src');
  if (!src || !/^\/_next\/static\/[\w./-]+\.js$/.test(src)) return null;
  return [src, attribute(open, 'integrity') ?? ''];
}

/**
 * The <head> without its script tags and script preloads, the loader at its top, and the scripts it will load.
 *
 * @param {string} head the document up to and including `</head>`
 * @returns {string | null} null when there is no <head> to rewrite
 */
export function rewriteHead(head) {
  const start = head.indexOf(HEAD_OPEN);
  if (start < 0) return null;
  /** @type {[string, string][]} */
  const scripts = [];
  const rest = head
    .slice(start + HEAD_OPEN.length)
    .replace(/<script src="\/_next\/static\/[^>]*><\/script>/g, (tag) => {
      const script = deferrable(tag);
      if (!script) return tag;
      scripts.push(script);
      return '';
    })
    .replace(/<link rel="preload" as="script"[^>]*\shref="\/_next\/static\/[^"]*"[^>]*>/g, '');
  const charset = rest.startsWith(CHARSET) ? CHARSET : '';
  return `${head.slice(0, start)}${HEAD_OPEN}${charset}${loader(scripts)}${rest.slice(charset.length)}`;
}

/** @param {[string, string]} script */
const queued = (script) => `<script>self.__snScripts.push(${JSON.stringify(script)})</script>`;

/**
 * Makes `res` rewrite the HTML pages written to it (see above). Install it outside any compression, so that it sees
 * the page as the site wrote it.
 *
 * @param {import('node:http').ServerResponse} res
 */
export function scriptsAfterPaint(res) {
  const { write, end } = res;
  /** 'head': collecting the <head>; 'body': rewriting script tags; 'off': passing everything on. */
  let mode = /** @type {'undecided' | 'head' | 'body' | 'off'} */ ('undecided');
  /** Bytes held back: the <head> so far, or the start of a tag that may continue in the next chunk. */
  let held = Buffer.alloc(0);

  /**
   * What may be written now of the held bytes and this chunk.
   *
   * @param {Buffer} chunk
   * @param {boolean} last
   * @returns {Buffer}
   */
  function transform(chunk, last) {
    let buf = held.length ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    /** @type {Buffer[]} */
    const out = [];
    if (mode === 'head') {
      const close = buf.indexOf(HEAD_CLOSE, 0, 'latin1');
      if (close < 0) {
        if (!last && buf.length <= MAX_HEAD_BYTES) {
          held = buf;
          return Buffer.alloc(0);
        }
        mode = 'off';
        return buf;
      }
      const head = rewriteHead(buf.toString('utf8', 0, close + HEAD_CLOSE.length));
      if (head === null) {
        mode = 'off';
        return buf;
      }
      out.push(Buffer.from(head, 'utf8'));
      buf = buf.subarray(close + HEAD_CLOSE.length);
      mode = 'body';
    }
    let pos = 0;
    for (;;) {
      const at = buf.indexOf(SCRIPT_OPEN, pos, 'latin1');
      if (at < 0) break;
      const close = buf.indexOf(SCRIPT_CLOSE, at, 'latin1');
      if (close < 0) {
        out.push(buf.subarray(pos, at));
        if (last) out.push(buf.subarray(at));
        else held = buf.subarray(at);
        return Buffer.concat(out);
      }
      const tag = buf.toString('latin1', at, close + SCRIPT_CLOSE.length);
      const script = deferrable(tag);
      out.push(
        buf.subarray(pos, at),
        script ? Buffer.from(queued(script), 'latin1') : buf.subarray(at, close + SCRIPT_CLOSE.length),
      );
      pos = close + SCRIPT_CLOSE.length;
    }
    // The end may hold the first bytes of a tag that the next chunk completes.
    const lt = last ? -1 : buf.lastIndexOf('<', buf.length - 1, 'latin1');
    if (lt >= pos && SCRIPT_OPEN.startsWith(buf.toString('latin1', lt))) {
      out.push(buf.subarray(pos, lt));
      held = buf.subarray(lt);
    } else {
      out.push(buf.subarray(pos));
    }
    return Buffer.concat(out);
  }

  function decide() {
    if (mode !== 'undecided') return;
    // Content-Encoding may be there already: the compression in front sets it when the site sends its headers early
    // (streamed pages); the bytes it compresses are still the ones written here.
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    // The page's length changes: a Content-Length already sent would not fit it.
    if (html && !res.headersSent) res.removeHeader('content-length');
    mode = html && !res.hasHeader('content-length') ? 'head' : 'off';
  }

  res.write = /** @type {typeof res.write} */ (
    function rewrittenWrite(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide();
      if (mode === 'off' || chunk === undefined || chunk === null) {
        return write.call(this, chunk, encoding, callback);
      }
      const out = transform(chunkBytes(chunk, encoding), false);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (!out.length) {
        if (typeof done === 'function') process.nextTick(done);
        return true;
      }
      return write.call(this, out, done);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function rewrittenEnd(/** @type {any[]} */ ...args) {
      decide();
      if (mode === 'off') return end.apply(this, /** @type {any} */ (args));
      const [chunk, encoding] = args;
      const done = args.find((arg) => typeof arg === 'function');
      const given = typeof chunk === 'function' || chunk === undefined || chunk === null ? Buffer.alloc(0) : chunk;
      const out = transform(chunkBytes(given, encoding), true);
      return out.length ? end.call(this, out, done) : end.call(this, done);
    }
  );
}
