import 'server-only';
import type { Database } from '@/lib/db';
import { site } from '@/lib/site';
import { configuredTransports } from '@/lib/services/notify/transports';
import { deliverPending, enqueueMessage } from '@/lib/services/notify/outbox';
import { issueCode, type CodePurpose, type DeliveryChannel } from './otp';

const SUBJECTS: Record<CodePurpose, string> = {
  verify_email: 'Your StayNaija verification code',
  verify_phone: 'Your StayNaija verification code',
  login: 'Your StayNaija sign-in code',
  reset_password: 'Reset your StayNaija password',
};

/** Issues a one-time code and sends it through the outbox (rate limits apply). */
export async function sendCode(
  db: Database,
  input: { purpose: CodePurpose; channel: DeliveryChannel; address: string; ip: string; locale?: string },
): Promise<void> {
  const { code } = await issueCode(db, input);
  await enqueueMessage(db, {
    channel: input.channel,
    recipient: input.address,
    template: `code.${input.purpose}`,
    locale: input.locale ?? 'en',
    subject: SUBJECTS[input.purpose],
    body: `${code} is your ${site.name} code. It expires in 10 minutes. Never share it with anyone.`,
    payload: { purpose: input.purpose },
  });
  await deliverPending(db, configuredTransports(), { limit: 10 });
}
