import { eq } from 'drizzle-orm';
import {
  contactMessages,
  contactReplies,
  deskAudit,
  newsletterSubscribers,
  notificationOutbox,
  users,
} from '@/lib/db/schema';
import { failure } from '@/lib/testing/booking-steps';
import { describeEachDatabase } from '@/lib/testing/databases';
import { saveContactMessage } from './contact';
import type { DeskStaff } from './desk';
import {
  getContactMessage,
  listContactMessages,
  replyToContactMessage,
  setContactMessageStatus,
} from './desk-messages';
import { listSubscribers, subscribe, unsubscribe } from './newsletter';

jest.setTimeout(60_000);

describeEachDatabase('contact messages and the newsletter at the desk', (handle) => {
  let staff: DeskStaff;

  beforeAll(async () => {
    const [row] = await handle.db
      .insert(users)
      .values({ fullName: 'Bola Desk', email: 'bola.desk@example.com', role: 'staff' })
      .returning({ id: users.id, fullName: users.fullName, email: users.email });
    staff = row!;
  });

  it('replies by e-mail in the language of the message, keeps the reply, marks it answered and records it; then closes it', async () => {
    const id = await saveContactMessage(
      {
        fullName: 'Amina Bello',
        email: 'amina.bello@example.com',
        phoneNumber: null,
        message: 'Avez-vous un parking ?',
        userId: null,
        locale: 'fr',
      },
      handle.db,
    );
    expect((await listContactMessages({ status: 'new', page: 1 }, handle.db)).rows.map((m) => m.id)).toContain(id);

    await replyToContactMessage({ id, staff, body: 'Oui, un parking gratuit est disponible.' }, handle.db);

    const [stored] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ status: 'answered', locale: 'fr' });
    const replies = await handle.db.select().from(contactReplies).where(eq(contactReplies.contactMessageId, id));
    expect(replies).toEqual([
      expect.objectContaining({ body: 'Oui, un parking gratuit est disponible.', staffName: 'Bola Desk' }),
    ]);
    const [mail] = await handle.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, 'amina.bello@example.com'));
    expect(mail).toMatchObject({ template: 'contact.reply', channel: 'email', locale: 'fr' });
    expect(mail!.subject).toBe('Re : votre message à StayNaija');
    expect(mail!.body).toContain('Bonjour Amina Bello,');
    expect(mail!.body).toContain('Oui, un parking gratuit est disponible.');
    expect(mail!.body).toContain('> Avez-vous un parking ?');

    await setContactMessageStatus({ id, staff, status: 'closed' }, handle.db);
    const record = await getContactMessage(id, handle.db);
    expect(record?.message.status).toBe('closed');
    expect(record?.audit.map((a) => [a.action, a.staffEmail, a.before, a.after])).toEqual([
      ['replyMessage', 'bola.desk@example.com', { status: 'new' }, { status: 'answered', replyId: replies[0]!.id }],
      ['closeMessage', 'bola.desk@example.com', { status: 'answered' }, { status: 'closed' }],
    ]);
    expect(await handle.db.select().from(deskAudit).where(eq(deskAudit.contactMessageId, id))).toHaveLength(2);
  });

  it('answers 404 for an unknown message and stores nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await failure(replyToContactMessage({ id: unknown, staff, body: 'Hello' }, handle.db))).toMatchObject({
      code: 'contactMessageNotFound',
      status: 404,
    });
    expect(await handle.db.select().from(contactReplies).where(eq(contactReplies.contactMessageId, unknown))).toEqual(
      [],
    );
  });

  it('lists the subscribers who still receive the newsletter, unsubscribed ones left out', async () => {
    await subscribe('stays@example.com', 'en', handle.db);
    await subscribe('leaves@example.com', 'zh', handle.db);
    const [leaving] = await handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaves@example.com'));
    await unsubscribe(leaving!.unsubscribeToken, handle.db);
    const emails = (await listSubscribers(handle.db)).map((s) => s.email);
    expect(emails).toContain('stays@example.com');
    expect(emails).not.toContain('leaves@example.com');
  });
});
