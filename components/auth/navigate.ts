/** A full page load, so the server renders the header for the new session. */
export function navigateTo(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
