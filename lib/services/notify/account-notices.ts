import 'server-only';
import { defaultLocale, toLocale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import type { Messages } from '@/i18n/messages';
import { translatorFor } from '@/i18n/translator';
import { site } from '@/lib/site';
import { lagosParts } from './booking-confirmation';
import { emailDocument, emailFooter, emailRow, emailStyles, escapeHtml, type RenderedMessage } from './templates';

type PasswordKey = keyof Messages['notifications']['password'];
type Values = Record<string, string | number>;

/**
 * The security notice after a password change or reset, in the account's language: when it happened, that other
 * devices were signed out, and what to do if it was not the account's owner. It holds no password, code or link token.
 */
export function renderPasswordNotice(input: {
  kind: 'changed' | 'reset';
  name: string;
  email: string;
  at: Date;
  locale?: string | null;
  siteUrl: string;
}): RenderedMessage {
  const locale = toLocale(input.locale) ?? defaultLocale;
  const t = translatorFor(locale);
  const m = (key: PasswordKey, values?: Values) => t(`notifications.password.${key}`, values);
  const when = lagosParts(input.at.toISOString(), locale);
  const values = { site: site.name, email: input.email, ...when };
  const resetLink = `${input.siteUrl}${localePath('/forgot-password', locale)}`;
  const subject = m(input.kind === 'changed' ? 'subjectChanged' : 'subjectReset', values);
  const greeting = m('greeting', { name: input.name });
  const lead = m(input.kind === 'changed' ? 'leadChanged' : 'leadReset', values);
  const signedOut = m(input.kind === 'changed' ? 'signedOutOthers' : 'signedOutAll');
  const notYou = m('notYou', { support: site.supportEmail });
  const never = m('never', { site: site.name });
  const help = m('help', { email: site.supportEmail });
  const text = [
    greeting,
    '',
    lead,
    signedOut,
    '',
    notYou,
    m('resetLine', { link: resetLink }),
    '',
    never,
    '',
    help,
  ].join('\n');
  const body = [
    emailRow(escapeHtml(site.name), emailStyles.header),
    emailRow(
      `${escapeHtml(greeting)}<br><br>${escapeHtml(lead)}<br>${escapeHtml(signedOut)}`,
      'padding:24px 24px 8px;font-size:16px;line-height:24px;',
    ),
    emailRow(escapeHtml(notYou), 'padding:8px 24px;font-size:15px;line-height:22px;font-weight:bold;'),
    emailRow(
      `<a href="${escapeHtml(resetLink)}" style="display:inline-block;padding:12px 24px;background-color:${emailStyles.brand};border-radius:9999px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(m('resetButton'))}</a>`,
      'padding:8px 24px 16px;',
      'center',
    ),
    emailRow(escapeHtml(never), 'padding:0 24px 24px;font-size:13px;line-height:20px;color:#4b5563;'),
    emailFooter(escapeHtml(help)),
  ].join('');
  return { subject, text, html: emailDocument(locale, subject, body) };
}
