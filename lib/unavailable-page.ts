import { directionOf, type Locale } from '@/i18n/config';
import { RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import ar from '@/messages/ar/unavailable.json';
import en from '@/messages/en/unavailable.json';
import fr from '@/messages/fr/unavailable.json';
import zh from '@/messages/zh/unavailable.json';

const texts: Record<Locale, typeof en> = { en, fr, zh, ar };

/** Seconds after which the page loads its address again. */
const RELOAD_SECONDS = 15;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

// Self-contained: no script, font, picture or style sheet of the site, so it shows whatever else is failing.
const style = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fff; color: #111827; }
main { max-width: 36rem; padding: 2rem 1rem; text-align: center; }
.brand { font-weight: 800; font-size: 1.25rem; color: #6d28d9; }
h1 { font-size: 1.5rem; margin: 1.5rem 0 0.75rem; }
p { color: #4b5563; line-height: 1.5; margin: 0; }
a.retry { display: inline-block; margin-top: 2rem; padding: 0.75rem 1.5rem; border-radius: 999px; background: #6d28d9;
  color: #fff; font-weight: 600; text-decoration: none; }
a.retry:hover, a.retry:focus-visible { background: #5b21b6; }
@media (prefers-color-scheme: dark) {
  body { background: #0b0b12; color: #f3f4f6; }
  p { color: #d1d5db; }
  .brand { color: #a78bfa; }
}`;

/**
 * The page every address answers (503) while the database cannot be reached: the site's name, a short line in the
 * page's language and a link that loads the same address again; it also reloads by itself every 15 seconds.
 */
export function unavailablePage(locale: Locale): string {
  const t = texts[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RELOAD_SECONDS}">
<title>${escape(t.metaTitle)} · StayNaija</title>
<style>${style}</style>
</head>
<body>
<main role="alert">
<div class="brand">StayNaija</div>
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<a class="retry" href="">${escape(t.retry)}</a>
</main>
</body>
</html>
`;
}

/** The 503 answer of a page while the database is down: never cached, try again in a few seconds. */
export function unavailableResponse(locale: Locale): Response {
  return new Response(unavailablePage(locale), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
}
