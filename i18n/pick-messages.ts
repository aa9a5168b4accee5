import type { Messages } from './messages';

/** A namespace ('common') or one of its sub-trees ('common.nav'). */
export type MessagePath = {
  [N in keyof Messages]: N | `${N}.${keyof Messages[N] & string}`;
}[keyof Messages];

export type PickedMessages = { [N in keyof Messages]?: Partial<Messages[N]> };

/**
 * The parts of a language's messages that client components below a NextIntlClientProvider need, so the page
 * carries those and not every text of the site.
 */
export function pickMessages(messages: Messages, paths: readonly MessagePath[]): PickedMessages {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [namespace, key] = path.split('.') as [keyof Messages, string | undefined];
    const source = messages[namespace] as Record<string, unknown>;
    if (key === undefined) picked[namespace] = { ...picked[namespace], ...source };
    else picked[namespace] = { ...picked[namespace], [key]: source[key] };
  }
  return picked as PickedMessages;
}
