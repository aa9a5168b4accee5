import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { newsletterSubscribers } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { enqueueMessage } from '@/lib/services/notify/outbox';
import { renderNewsletterWelcome } from '@/lib/services/notify/site-mail';

export const NEWSLETTER_WELCOME_TEMPLATE = 'newsletter.welcome';

/** The unsubscribe link every newsletter mail carries. */
export function unsubscribeUrl(token: string): string {
  return `${env.SITE_URL}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Subscribes an address; the same address again is no error and stays one row. A new (or returning, after an
 * unsubscribe) subscriber gets the welcome mail with its unsubscribe link; a repeat of an active one gets nothing,
 * so the form cannot be used to flood someone's inbox.
 */
export async function subscribe(email: string, locale: string, db?: Database): Promise<{ welcomed: boolean }> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [before] = await tx
      .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, locale })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { unsubscribedAt: null, locale: sql`excluded.locale` },
      })
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    if (before && !before.unsubscribedAt) return { welcomed: false };
    const mail = renderNewsletterWelcome({ locale, unsubscribeUrl: unsubscribeUrl(row!.token) });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: email,
      template: NEWSLETTER_WELCOME_TEMPLATE,
      locale,
      subject: mail.subject,
      body: mail.text,
      payload: { html: mail.html },
    });
    return { welcomed: true };
  });
}

/** Ends the subscription of the link's address; false for a token nobody holds. Unsubscribing twice is fine. */
export async function unsubscribe(token: string, db?: Database): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(token)) return false;
  const d = db ?? (await getDb());
  const [row] = await d
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

/** True while the address receives the newsletter. */
export async function isSubscribed(email: string, db?: Database): Promise<boolean> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
    .limit(1);
  return Boolean(row);
}

/** The account's marketing e-mails choice, kept as its newsletter subscription. */
export async function setMarketingSubscription(
  email: string,
  on: boolean,
  locale: string,
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  if (on) {
    await subscribe(email, locale, d);
    return;
  }
  await d
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.email, email));
}

/** Every address that receives the newsletter (unsubscribed ones left out), oldest subscription first: the desk's CSV. */
export async function listSubscribers(
  db?: Database,
): Promise<{ email: string; locale: string; subscribedAt: Date }[]> {
  const d = db ?? (await getDb());
  return d
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      subscribedAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}
