import 'server-only';
import { getDb, type Database } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import { enqueueMessage } from '@/lib/services/notify/outbox';
import { renderContactForOperators } from '@/lib/services/notify/site-mail';
import { site } from '@/lib/site';

export const CONTACT_TEMPLATE = 'contact.message';

/** Stores a contact form message and queues it, in the same transaction, for the operators' inbox. */
export async function saveContactMessage(
  input: {
    fullName: string;
    email: string;
    phoneNumber: string | null;
    message: string;
    userId: string | null;
    locale: string;
  },
  db?: Database,
): Promise<string> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId: input.userId,
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: input.message,
        locale: input.locale,
      })
      .returning({ id: contactMessages.id });
    const mail = renderContactForOperators(input);
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: site.reservationsEmail,
      template: CONTACT_TEMPLATE,
      locale: 'en',
      subject: mail.subject,
      body: mail.text,
      payload: { contactMessageId: row!.id, replyTo: input.email, html: mail.html },
    });
    return row!.id;
  });
}
