import { directionOf, type Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import ar from '@/messages/ar/offline.json';
import en from '@/messages/en/offline.json';
import fr from '@/messages/fr/offline.json';
import zh from '@/messages/zh/offline.json';
import { MY_BOOKINGS_TAB } from './scope';

const texts: Record<Locale, typeof en> = { en, fr, zh, ar };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

// Self-contained: the service worker keeps this one file, so it needs no script, font or style sheet of the site.
const style = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fff; color: #111827; }
main { max-width: 36rem; padding: 2rem 1rem; text-align: center; }
.brand { font-weight: 800; font-size: 1.25rem; color: #6d28d9; }
h1 { font-size: 1.5rem; margin: 1.5rem 0 0.75rem; }
p { color: #4b5563; line-height: 1.5; margin: 0; }
nav { margin-top: 2rem; display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; }
a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 999px; font-weight: 600; text-decoration: none; }
a.primary { background: #6d28d9; color: #fff; }
a.primary:hover, a.primary:focus-visible { background: #5b21b6; }
a.secondary { color: #6d28d9; border: 1px solid currentColor; }
@media (prefers-color-scheme: dark) {
  body { background: #0b0b12; color: #f3f4f6; }
  p { color: #d1d5db; }
  .brand, a.secondary { color: #a78bfa; }
}`;

/**
 * The page a visitor without a network gets for any page the device has not kept: the site's name, a line in the
 * page's language, a link to My Bookings (kept for a signed-in guest) and one that tries the address again.
 */
export function offlinePage(locale: Locale): string {
  const t = texts[locale];
  const myBookings = `${localePath('/hotel/settings', locale)}?tab=${encodeURIComponent(MY_BOOKINGS_TAB)}`;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#6d28d9">
<link rel="manifest" href="/manifest.webmanifest">
<title>${escape(t.metaTitle)} · StayNaija</title>
<style>${style}</style>
</head>
<body>
<main>
<div class="brand">StayNaija</div>
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<nav>
<a class="primary" href="${escape(myBookings)}">${escape(t.myBookings)}</a>
<a class="secondary" href="">${escape(t.retry)}</a>
</nav>
</main>
</body>
</html>
`;
}
