// "Data saver": the traveller's wish for light pages, from the browser (the Save-Data request header and
// navigator.connection.saveData) or chosen in Preferences (a cookie of this device). No server code: read by the
// picture route on the server and by the client parts that would otherwise load more (the home hero's slideshow).

/** The cookie holding the Preferences choice on this device: `on`, or absent. */
export const DATA_SAVER_COOKIE = 'data-saver';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Whether a request asks for light answers: `Save-Data: on`, or the Preferences cookie. */
export function requestSavesData(saveDataHeader: string | null, cookieValue: string | undefined): boolean {
  return saveDataHeader?.trim().toLowerCase() === 'on' || cookieValue === 'on';
}

/** The `document.cookie` assignment that stores (or drops) the Preferences choice on this device. */
export function dataSaverCookie(on: boolean): string {
  return on
    ? `${DATA_SAVER_COOKIE}=on; path=/; max-age=${ONE_YEAR}; samesite=lax`
    : `${DATA_SAVER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** In the browser: whether the browser or the Preferences choice asks for light pages. */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return true;
  return document.cookie.split(/;\s*/).includes(`${DATA_SAVER_COOKIE}=on`);
}
