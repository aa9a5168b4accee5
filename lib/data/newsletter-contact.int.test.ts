import { and, eq } from 'drizzle-orm';
import { newsletterSubscribers, notificationOutbox } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { saveContactMessage } from './contact';
import { subscribe, unsubscribe } from './newsletter';

jest.setTimeout(60_000);

describeEachDatabase('newsletter and contact', (handle) => {
  it('stores a repeated newsletter address once, welcomes it once, and unsubscribes by its link', async () => {
    const email = `news.${Date.now()}@example.com`;
    await expect(subscribe(email, 'fr', handle.db)).resolves.toEqual({ welcomed: true });
    await expect(subscribe(email, 'fr', handle.db)).resolves.toEqual({ welcomed: false });
    const rows = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    const mails = await handle.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, email));
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=([0-9a-f]{64})/.exec(mails[0]!.body);
    expect(link?.[1]).toBe(rows[0]!.unsubscribeToken);
    await expect(unsubscribe(link![1]!, handle.db)).resolves.toBe(true);
    await expect(unsubscribe('f'.repeat(64), handle.db)).resolves.toBe(false);
    const [after] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(after!.unsubscribedAt).not.toBeNull();
  });

  it('stores a contact message and queues it for the operators’ inbox', async () => {
    await saveContactMessage(
      {
        fullName: 'Ada Obi',
        email: 'ada@example.com',
        phoneNumber: '08031234567',
        message: 'Do you have parking?',
        userId: null,
        locale: 'en',
      },
      handle.db,
    );
    const queued = await handle.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.recipient, 'reservations@staynaija.com'),
          eq(notificationOutbox.template, 'contact.message'),
        ),
      );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toContain('Do you have parking?');
  });
});
