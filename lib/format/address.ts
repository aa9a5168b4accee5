/**
 * A property's address in one line: street, area, city and state, each once. An address that already ends with its
 * area or city ('12 Adeola Odeku Street, Victoria Island') does not repeat it.
 */
export function formatAddress(...parts: (string | null | undefined)[]): string {
  const shown: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    const said = shown.join(', ').toLowerCase();
    if (said === text.toLowerCase() || said.endsWith(`, ${text.toLowerCase()}`)) continue;
    shown.push(text);
  }
  return shown.join(', ');
}
