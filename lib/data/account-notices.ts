import 'server-only';
import { eq } from 'drizzle-orm';
import { toLocale } from '@/i18n/config';
import type { Database } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { renderPasswordNotice } from '@/lib/services/notify/account-notices';
import { enqueueMessage } from '@/lib/services/notify/outbox';

/** The outbox template names of the security notices after a password change and a password reset (e-mail). */
export const PASSWORD_CHANGED_TEMPLATE = 'account.password_changed';
export const PASSWORD_RESET_TEMPLATE = 'account.password_reset';

/**
 * Queues the security notice of a password change or reset to the account's e-mail, inside the transaction that sets
 * the password: in the account's preferred language, else the language of the request that made the change.
 */
export async function queuePasswordNotice(
  args: { userId: string; kind: 'changed' | 'reset'; requestLocale: string; at?: Date },
  tx: Database,
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, fullName: users.fullName, preferences: users.preferences })
    .from(users)
    .where(eq(users.id, args.userId))
    .limit(1);
  if (!user) return;
  const locale = toLocale(user.preferences.language) ?? toLocale(args.requestLocale) ?? 'en';
  const message = renderPasswordNotice({
    kind: args.kind,
    name: user.fullName,
    email: user.email,
    at: args.at ?? new Date(),
    locale,
    siteUrl: env.SITE_URL,
  });
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: user.email,
    template: args.kind === 'changed' ? PASSWORD_CHANGED_TEMPLATE : PASSWORD_RESET_TEMPLATE,
    locale,
    subject: message.subject,
    body: message.text,
    payload: { html: message.html },
  });
}
