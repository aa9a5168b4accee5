/** A full page load, so the server renders the header for the new session. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
