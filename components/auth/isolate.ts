/** Keeps an e-mail address or a +234 number in one piece inside right-to-left text. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
