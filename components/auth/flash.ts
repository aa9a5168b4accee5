/** Where the next page's toaster finds a notice left by the page before a full load (such as 'Login successful!'). */
export const FLASH_KEY = 'flash-message';

/** Where it finds what goes with that notice, if anything: a line of explanation and a link (JSON of FlashExtra). */
export const FLASH_EXTRA_KEY = 'flash-extra';

/** A notice's explanation and the link that acts on it, e.g. 'Verify your phone' to the settings. */
export interface FlashExtra {
  description?: string;
  action?: { label: string; href: string };
}
