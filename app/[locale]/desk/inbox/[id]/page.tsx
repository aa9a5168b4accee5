import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContactReplyForm } from '@/components/desk/contact-reply-form';
import { ContactStatusBadge } from '@/components/desk/contact-status-badge';
import { ContactStatusButton } from '@/components/desk/contact-status-button';
import { deskMoment } from '@/components/desk/desk-moment';
import { DeskNav } from '@/components/desk/desk-nav';
import { staffOnly } from '@/components/desk/staff-only';
import { DESK_ACTIONS, type DeskAction } from '@/lib/data/desk';
import { getContactMessage } from '@/lib/data/desk-messages';
import { formatPhoneDisplay } from '@/lib/phone';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal (staff only): rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('desk.messages');
  return { title: t('title'), robots: { index: false } };
}

const isDeskAction = (action: string): action is DeskAction => (DESK_ACTIONS as readonly string[]).includes(action);

/** One contact message: what was written, the replies, the reply form and its desk record (staff only). */
export default async function DeskMessagePage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await connection();
  const locale = await pageLocale(params);
  await staffOnly();
  const record = await getContactMessage((await params).id);
  if (!record) notFound();
  const [t, tDesk] = await Promise.all([getTranslations('desk.messages'), getTranslations('desk.booking')]);
  const { message: m, replies, audit } = record;
  const facts: [string, React.ReactNode][] = [
    [t('from'), <span key="e" dir="ltr">{`${m.fullName} <${m.email}>`}</span>],
    [
      t('phone'),
      m.phoneNumber ? (
        <span key="p" dir="ltr">
          {formatPhoneDisplay(m.phoneNumber)}
        </span>
      ) : (
        '—'
      ),
    ],
    [t('language'), m.locale],
    [t('received'), deskMoment(m.createdAt, locale)],
  ];

  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-6 md:py-8">
        <DeskNav current="messages" locale={locale} />
        <a
          href={localePath('/desk/inbox', locale)}
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('back')}
        </a>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight break-words md:text-3xl">
            {t('messageTitle', { name: m.fullName })}
          </h1>
          <ContactStatusBadge status={m.status} label={t(`statuses.${m.status}`)} />
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-gray-600 dark:text-gray-300">{label}</dt>
              <dd className="mb-2 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="message-text" className="mt-6">
          <h2 id="message-text" className="mb-2 text-lg font-bold">
            {t('message')}
          </h2>
          <p className="rounded-2xl bg-gray-50 p-4 text-sm whitespace-pre-wrap break-words dark:bg-night-800">
            {m.message}
          </p>
        </section>
        <section aria-labelledby="message-replies" className="mt-6">
          <h2 id="message-replies" className="mb-2 text-lg font-bold">
            {t('replies')}
          </h2>
          {replies.length ? (
            <ul className="grid gap-3">
              {replies.map((r) => (
                <li key={r.id} className="rounded-2xl border border-gray-200 p-4 text-sm dark:border-night-700">
                  <p className="text-xs text-gray-600 dark:text-gray-400">
                    {r.staffName} · {deskMoment(r.createdAt, locale)}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words">{r.body}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('noReplies')}</p>
          )}
        </section>
        <section aria-label={t('replyLabel')} className="mt-6">
          <ContactReplyForm messageId={m.id} email={m.email} />
        </section>
        <div className="mt-4">
          <ContactStatusButton messageId={m.id} action={m.status === 'closed' ? 'reopen' : 'close'} />
        </div>
        <section aria-labelledby="message-record" className="mt-8">
          <h2 id="message-record" className="mb-2 text-lg font-bold">
            {t('record')}
          </h2>
          {audit.length ? (
            <ul className="grid gap-1 text-sm">
              {audit.map((a) => (
                <li key={a.id}>
                  {deskMoment(a.createdAt, locale)} · {a.staffName} ·{' '}
                  {isDeskAction(a.action) ? tDesk(`actions.${a.action}`) : a.action}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">{tDesk('noAudit')}</p>
          )}
        </section>
      </div>
      <ReadyMark />
    </>
  );
}
