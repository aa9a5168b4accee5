import 'server-only';
import { defaultLocale, directionOf, toLocale, type Locale } from '@/i18n/config';
import type { CodePurpose } from '@/lib/services/auth/otp';
import { fill } from '@/lib/format/fill';
import { site } from '@/lib/site';

export interface RenderedMessage {
  subject: string;
  /** Plain text for SMS, WhatsApp and the e-mail's text part: the code first, so readers and tests find it at once. */
  text: string;
  html: string;
}

interface CodeCopy {
  subject: Record<CodePurpose, string>;
  sms: Record<CodePurpose, string>;
  lead: Record<CodePurpose, string>;
  expiry: string;
  warning: string;
  ignore: string;
  help: string;
}

// Kept here rather than in messages/*.json: these texts leave the site, so they are versioned with the sender.
// SMS texts that can go by phone (sign-in, phone checks) stay within one segment: 160 GSM or 70 Unicode characters.
const copy: Record<Locale, CodeCopy> = {
  en: {
    subject: {
      verify_email: 'Your {site} verification code',
      verify_phone: 'Your {site} verification code',
      login: 'Your {site} sign-in code',
      reset_password: 'Reset your {site} password',
    },
    sms: {
      verify_email: '{code} is your {site} verification code. It expires in 10 minutes. Never share it with anyone.',
      verify_phone: '{code} is your {site} verification code. It expires in 10 minutes. Never share it with anyone.',
      login: '{code} is your {site} sign-in code. It expires in 10 minutes. Never share it with anyone.',
      reset_password:
        '{code} is your {site} password reset code. It expires in 10 minutes. Never share it with anyone.',
    },
    lead: {
      verify_email: 'Use this code to confirm your e-mail address on {site}.',
      verify_phone: 'Use this code to confirm your phone number on {site}.',
      login: 'Use this code to sign in to {site}.',
      reset_password: 'Use this code to choose a new password for your {site} account.',
    },
    expiry: 'The code expires in 10 minutes.',
    warning: 'Never share it with anyone. {site} will never ask you for it.',
    ignore: 'If you did not ask for this code, you can ignore this e-mail.',
    help: 'Questions? Write to {email}.',
  },
  fr: {
    subject: {
      verify_email: 'Votre code de vérification {site}',
      verify_phone: 'Votre code de vérification {site}',
      login: 'Votre code de connexion {site}',
      reset_password: 'Réinitialisez votre mot de passe {site}',
    },
    sms: {
      verify_email:
        '{code} est votre code de vérification {site}. Il expire dans 10 minutes. Ne le partagez avec personne.',
      verify_phone:
        '{code} est votre code de vérification {site}. Il expire dans 10 minutes. Ne le partagez avec personne.',
      login: '{code} est votre code de connexion {site}. Il expire dans 10 minutes. Ne le partagez avec personne.',
      reset_password:
        '{code} est votre code de réinitialisation {site}. Il expire dans 10 minutes. Ne le partagez avec personne.',
    },
    lead: {
      verify_email: 'Utilisez ce code pour confirmer votre adresse e-mail sur {site}.',
      verify_phone: 'Utilisez ce code pour confirmer votre numéro de téléphone sur {site}.',
      login: 'Utilisez ce code pour vous connecter à {site}.',
      reset_password: 'Utilisez ce code pour choisir un nouveau mot de passe pour votre compte {site}.',
    },
    expiry: 'Le code expire dans 10 minutes.',
    warning: 'Ne le partagez avec personne. {site} ne vous le demandera jamais.',
    ignore: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail.',
    help: 'Une question ? Écrivez à {email}.',
  },
  zh: {
    subject: {
      verify_email: '您的 {site} 验证码',
      verify_phone: '您的 {site} 验证码',
      login: '您的 {site} 登录验证码',
      reset_password: '重置您的 {site} 密码',
    },
    sms: {
      verify_email: '{code} 是您的 {site} 验证码，10 分钟内有效。切勿与任何人分享。',
      verify_phone: '{code} 是您的 {site} 验证码，10 分钟内有效。切勿与任何人分享。',
      login: '{code} 是您的 {site} 登录验证码，10 分钟内有效。切勿与任何人分享。',
      reset_password: '{code} 是您的 {site} 密码重置验证码，10 分钟内有效。切勿与任何人分享。',
    },
    lead: {
      verify_email: '请使用此验证码确认您在 {site} 的电子邮件地址。',
      verify_phone: '请使用此验证码确认您在 {site} 的手机号码。',
      login: '请使用此验证码登录 {site}。',
      reset_password: '请使用此验证码为您的 {site} 账户设置新密码。',
    },
    expiry: '验证码 10 分钟内有效。',
    warning: '切勿与任何人分享此验证码。{site} 绝不会向您索取。',
    ignore: '如果您没有申请此验证码，请忽略此邮件。',
    help: '如有疑问，请发送邮件至 {email}。',
  },
  ar: {
    subject: {
      verify_email: 'رمز التحقق الخاص بك من {site}',
      verify_phone: 'رمز التحقق الخاص بك من {site}',
      login: 'رمز تسجيل الدخول إلى {site}',
      reset_password: 'إعادة تعيين كلمة المرور في {site}',
    },
    sms: {
      verify_email: '{code} رمز التحقق من {site}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
      verify_phone: '{code} رمز التحقق من {site}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
      login: '{code} رمز الدخول إلى {site}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
      reset_password: '{code} رمز تغيير كلمة المرور في {site}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
    },
    lead: {
      verify_email: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني على {site}.',
      verify_phone: 'استخدم هذا الرمز لتأكيد رقم هاتفك على {site}.',
      login: 'استخدم هذا الرمز لتسجيل الدخول إلى {site}.',
      reset_password: 'استخدم هذا الرمز لاختيار كلمة مرور جديدة لحسابك على {site}.',
    },
    expiry: 'تنتهي صلاحية الرمز خلال 10 دقائق.',
    warning: 'لا تشارك هذا الرمز مع أي شخص. لن يطلبه منك {site} أبدًا.',
    ignore: 'إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.',
    help: 'هل لديك سؤال؟ راسلنا على {email}.',
  },
};

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

/** The subject, SMS-sized text and branded e-mail for a one-time code; unsupported languages get English. */
export function renderCodeMessage(input: {
  purpose: CodePurpose;
  code: string;
  locale?: string | null;
}): RenderedMessage {
  const locale = toLocale(input.locale) ?? defaultLocale;
  const texts = copy[locale];
  const values = { site: site.name, code: input.code, email: site.supportEmail };
  const subject = fill(texts.subject[input.purpose], values);
  const text = fill(texts.sms[input.purpose], values);
  // Translations are escaped too, so an ampersand or quote in a future text cannot break the markup.
  const safe = { site: escapeHtml(values.site), code: escapeHtml(values.code), email: escapeHtml(values.email) };
  const say = (template: string) => fill(escapeHtml(template), safe);
  const body = [
    row(safe.site, emailStyles.header),
    row(say(texts.lead[input.purpose]), 'padding:24px 24px 16px;font-size:16px;line-height:24px;'),
    row(
      // The code stays left-to-right in Arabic mail so its digits never reorder.
      `<span dir="ltr" style="display:inline-block;padding:12px 20px;background-color:${CODE_BACKGROUND};border-radius:6px;color:${BRAND};font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;">${safe.code}</span>`,
      'padding:8px 24px;',
      'center',
    ),
    row(say(texts.expiry), 'padding:16px 24px 0;font-size:14px;line-height:20px;font-weight:bold;'),
    row(
      `${say(texts.warning)}<br>${say(texts.ignore)}`,
      'padding:8px 24px 24px;font-size:14px;line-height:20px;color:#4b5563;',
    ),
    emailFooter(say(texts.help)),
  ].join('');

  return { subject, text, html: emailDocument(locale, subject, body) };
}
