import 'server-only';
import { defaultLocale, directionOf, toLocale, type Locale } from '@/i18n/config';
import { translatorFor } from '@/i18n/translator';
import type { CodePurpose } from '@/lib/services/auth/otp';
import { site } from '@/lib/site';

export interface RenderedMessage {
  subject: string;
  /** Plain text for SMS, WhatsApp and the e-mail's text part: the code first, so readers and tests find it at once. */
  text: string;
  html: string;
}

// tailwind.config.ts brand-700, brand-50 and brand-100: the purple of the site's buttons and tints.
const BRAND = '#6d28d9';
const TINT = '#f5f3ff';
const CODE_BACKGROUND = '#ede9fe';
const FONT = 'Arial, Helvetica, sans-serif';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One row of a branded e-mail's table; `content` must already be escaped. */
export function emailRow(content: string, style: string, align?: 'center'): string {
  return `<tr><td${align ? ` align="${align}"` : ''} style="${style}">${content}</td></tr>`;
}
const row = emailRow;

/** A fact as a text line, or a value of several lines under its label ('Nightly prices:' then one night a line). */
export function factText(label: string, value: string, factLine: (label: string, value: string) => string): string {
  return value.includes('\n') ? `${factLine(label, '').trimEnd()}\n${value}` : factLine(label, value);
}

/** A table of label and value rows (plain text, escaped here; a value's lines kept), such as a booking's facts. */
export function emailFacts(facts: [string, string][]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 0;color:#6b7280;font-size:13px;vertical-align:top;width:40%;">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;font-size:14px;font-weight:bold;">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>`;
}

/** Styles of a branded e-mail's header band and footer, shared by every message the site sends. */
export const emailStyles = {
  brand: BRAND,
  header: `background-color:${BRAND};color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold;`,
  footer: `background-color:${TINT};padding:16px 24px;font-size:12px;line-height:18px;color:#6b7280;`,
} as const;

/** The site's footer row: name, address and the help line (already escaped). */
export function emailFooter(help: string): string {
  const host = new URL(site.url).host;
  return row(
    `${escapeHtml(site.name)} · <a href="${escapeHtml(site.url)}" style="color:${BRAND};">${escapeHtml(host)}</a><br>${help}`,
    emailStyles.footer,
  );
}

/** A whole branded e-mail around its rows, in the language's direction. */
export function emailDocument(locale: Locale, subject: string, body: string): string {
  const dir = directionOf(locale);
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    // Some webmail drops the html element's attributes, so the tables repeat the direction.
    `<body style="margin:0;padding:0;background-color:${TINT};">` +
    `<table role="presentation" dir="${dir}" lang="${locale}" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${TINT};">` +
    `<tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background-color:#ffffff;border-radius:8px;font-family:${FONT};color:#1f2937;text-align:${dir === 'rtl' ? 'right' : 'left'};">` +
    `${body}</table></td></tr></table></body></html>`
  );
}

/**
 * The subject, SMS-sized text and branded e-mail for a one-time code (texts: notifications.code), in the guest's
 * language; unsupported languages get English. The SMS texts stay within one segment: 160 GSM or 70 Unicode characters.
 */
export function renderCodeMessage(input: {
  purpose: CodePurpose;
  code: string;
  locale?: string | null;
}): RenderedMessage {
  const locale = toLocale(input.locale) ?? defaultLocale;
  const t = translatorFor(locale);
  const values = { site: site.name, code: input.code, email: site.supportEmail };
  const say = (key: Parameters<typeof t>[0]) => t(key, values);
  const subject = say(`notifications.code.subject.${input.purpose}`);
  const text = say(`notifications.code.sms.${input.purpose}`);
  // The whole sentence is escaped once formatted, so an ampersand or quote in a name or a text cannot break the markup.
  const html = (key: Parameters<typeof t>[0]) => escapeHtml(say(key));
  const safe = { site: escapeHtml(values.site), code: escapeHtml(values.code) };
  const body = [
    row(safe.site, emailStyles.header),
    row(html(`notifications.code.lead.${input.purpose}`), 'padding:24px 24px 16px;font-size:16px;line-height:24px;'),
    row(
      // The code stays left-to-right in Arabic mail so its digits never reorder.
      `<span dir="ltr" style="display:inline-block;padding:12px 20px;background-color:${CODE_BACKGROUND};border-radius:6px;color:${BRAND};font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;">${safe.code}</span>`,
      'padding:8px 24px;',
      'center',
    ),
    row(html('notifications.code.expiry'), 'padding:16px 24px 0;font-size:14px;line-height:20px;font-weight:bold;'),
    row(
      `${html('notifications.code.warning')}<br>${html('notifications.code.ignore')}`,
      'padding:8px 24px 24px;font-size:14px;line-height:20px;color:#4b5563;',
    ),
    emailFooter(html('notifications.code.help')),
  ].join('');

  return { subject, text, html: emailDocument(locale, subject, body) };
}
