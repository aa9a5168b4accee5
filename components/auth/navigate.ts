import { localePath } from '@/i18n/paths';
import { FLASH_EXTRA_KEY, FLASH_KEY, type FlashExtra } from './flash';

/** A full page load of a site path, at its address in the page's language (the html element's lang). */
export function navigateTo(url: string, { replace = false }: { replace?: boolean } = {}): void {
  const target = localePath(url, document.documentElement.lang);
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/**
 * A full page load to `url`, whose toaster shows `notice` again once it is there (this page's toast goes with it),
 * with `extra`'s explanation and link when given.
 */
export function navigateWithNotice(url: string, notice: string, extra?: FlashExtra): void {
  try {
    sessionStorage.setItem(FLASH_KEY, notice);
    if (extra) sessionStorage.setItem(FLASH_EXTRA_KEY, JSON.stringify(extra));
  } catch {
    // Without storage the next page simply has no notice.
  }
  navigateTo(url);
}
