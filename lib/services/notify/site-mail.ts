import 'server-only';
import { defaultLocale, toLocale, type Locale } from '@/i18n/config';
import { site } from '@/lib/site';
import { emailDocument, emailFooter, emailRow, emailStyles, escapeHtml, type RenderedMessage } from './templates';

interface WelcomeCopy {
  subject: string;
  lead: string;
  body: string;
  unsubscribe: string;
  help: string;
}

// Versioned with the sender, as the code messages are: these texts leave the site.
const welcome: Record<Locale, WelcomeCopy> = {
  en: {
    subject: 'Welcome to the {site} newsletter',
    lead: 'You are subscribed to the {site} newsletter.',
    body: 'Expect hotel deals, secret offers and travel tips for Nigeria, a few times a month.',
    unsubscribe: 'Do not want these e-mails? Unsubscribe: {link}',
    help: 'Questions? Write to {email}.',
  },
  fr: {
    subject: 'Bienvenue dans la newsletter {site}',
    lead: 'Vous êtes abonné(e) à la newsletter {site}.',
    body: 'Attendez-vous à des offres d’hôtels, des promotions secrètes et des conseils de voyage au Nigeria, quelques fois par mois.',
    unsubscribe: 'Vous ne souhaitez plus recevoir ces e-mails ? Désabonnez-vous : {link}',
    help: 'Une question ? Écrivez à {email}.',
  },
  zh: {
    subject: '欢迎订阅 {site} 新闻通讯',
    lead: '您已订阅 {site} 新闻通讯。',
    body: '每月几次，为您送上尼日利亚的酒店优惠、独家折扣和旅行贴士。',
    unsubscribe: '不想再收到这些邮件？退订：{link}',
    help: '如有疑问，请发送邮件至 {email}。',
  },
  ar: {
    subject: 'مرحبًا بك في النشرة الإخبارية لـ {site}',
    lead: 'أنت مشترك في النشرة الإخبارية لـ {site}.',
    body: 'ترقّب عروض الفنادق والعروض السرية ونصائح السفر في نيجيريا، بضع مرات في الشهر.',
    unsubscribe: 'لا تريد هذه الرسائل؟ ألغِ الاشتراك: {link}',
    help: 'هل لديك سؤال؟ راسلنا على {email}.',
  },
};

const fillIn = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The newsletter's welcome e-mail, with the unsubscribe link every newsletter mail carries. */
export function renderNewsletterWelcome(input: { locale?: string | null; unsubscribeUrl: string }): RenderedMessage {
  const locale = toLocale(input.locale) ?? defaultLocale;
  const copy = welcome[locale];
  const values = { site: site.name, email: site.supportEmail, link: input.unsubscribeUrl };
  const subject = fillIn(copy.subject, values);
  const text = [copy.lead, copy.body, copy.unsubscribe, copy.help].map((t) => fillIn(t, values)).join('\n\n');
  const safe = { site: escapeHtml(site.name), email: escapeHtml(site.supportEmail) };
  const link = `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${emailStyles.brand};">${escapeHtml(input.unsubscribeUrl)}</a>`;
  const say = (t: string, extra: Record<string, string> = {}) => fillIn(escapeHtml(t), { ...safe, ...extra });
  const body = [
    emailRow(safe.site, emailStyles.header),
    emailRow(say(copy.lead), 'padding:24px 24px 8px;font-size:16px;line-height:24px;font-weight:bold;'),
    emailRow(say(copy.body), 'padding:0 24px 16px;font-size:14px;line-height:20px;'),
    emailRow(say(copy.unsubscribe, { link }), 'padding:0 24px 24px;font-size:12px;line-height:18px;color:#4b5563;'),
    emailFooter(say(copy.help)),
  ].join('');
  return { subject, text, html: emailDocument(locale, subject, body) };
}

/** A contact form message as the operators' inbox receives it (in English, the operators' language). */
export function renderContactForOperators(input: {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  locale: string;
}): RenderedMessage {
  const subject = `Contact form: ${input.fullName}`.slice(0, 150);
  const lines = [
    `From: ${input.fullName} <${input.email}>`,
    `Phone: ${input.phoneNumber ?? '—'}`,
    `Language: ${input.locale}`,
    '',
    input.message,
  ];
  const text = lines.join('\n');
  const body = [
    emailRow(escapeHtml(site.name), emailStyles.header),
    emailRow(
      lines.slice(0, 3).map(escapeHtml).join('<br>'),
      'padding:24px 24px 8px;font-size:14px;line-height:20px;color:#4b5563;',
    ),
    emailRow(
      escapeHtml(input.message).replace(/\n/g, '<br>'),
      'padding:8px 24px 24px;font-size:15px;line-height:22px;',
    ),
  ].join('');
  return { subject, text, html: emailDocument('en', subject, body) };
}

interface ReplyCopy {
  subject: string;
  greeting: string;
  yourMessage: string;
  help: string;
}

// The frame of a reply from the reservations desk, in the language the guest wrote in; the reply itself is staff's.
const replyCopy: Record<Locale, ReplyCopy> = {
  en: {
    subject: 'Re: your message to {site}',
    greeting: 'Hello {name},',
    yourMessage: 'Your message:',
    help: 'To answer, reply to this e-mail or write to {email}.',
  },
  fr: {
    subject: 'Re : votre message à {site}',
    greeting: 'Bonjour {name},',
    yourMessage: 'Votre message :',
    help: 'Pour nous répondre, répondez à cet e-mail ou écrivez à {email}.',
  },
  zh: {
    subject: '回复：您发给 {site} 的留言',
    greeting: '{name}，您好：',
    yourMessage: '您的留言：',
    help: '如需回复，请直接回复此邮件或发送邮件至 {email}。',
  },
  ar: {
    subject: 'رد: رسالتك إلى {site}',
    greeting: 'مرحبًا {name}،',
    yourMessage: 'رسالتك:',
    help: 'للرد، أجب على هذه الرسالة أو راسلنا على {email}.',
  },
};

/** The reservations desk's reply to a contact message: greeting, the reply, the guest's own message quoted, help. */
export function renderContactReply(input: {
  locale?: string | null;
  name: string;
  reply: string;
  original: string;
}): RenderedMessage {
  const locale = toLocale(input.locale) ?? defaultLocale;
  const copy = replyCopy[locale];
  const values = { site: site.name, name: input.name, email: site.reservationsEmail };
  const subject = fillIn(copy.subject, values);
  const quoted = input.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    fillIn(copy.greeting, values),
    input.reply,
    `${copy.yourMessage}\n${quoted}`,
    fillIn(copy.help, values),
  ].join('\n\n');
  const safe = { site: escapeHtml(site.name), name: escapeHtml(input.name), email: escapeHtml(site.reservationsEmail) };
  const say = (t: string) => fillIn(escapeHtml(t), safe);
  const lines = (t: string) => escapeHtml(t).replace(/\n/g, '<br>');
  const body = [
    emailRow(safe.site, emailStyles.header),
    emailRow(say(copy.greeting), 'padding:24px 24px 8px;font-size:16px;line-height:24px;'),
    emailRow(lines(input.reply), 'padding:0 24px 16px;font-size:15px;line-height:22px;'),
    emailRow(
      `${escapeHtml(copy.yourMessage)}<br>${lines(input.original)}`,
      'padding:0 24px 24px;font-size:13px;line-height:20px;color:#4b5563;border-inline-start:3px solid #e5e7eb;',
    ),
    emailFooter(say(copy.help)),
  ].join('');
  return { subject, text, html: emailDocument(locale, subject, body) };
}
