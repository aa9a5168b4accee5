/** Where the next page's toaster finds a notice left by the page before a full load (such as 'Login successful!'). */
export const FLASH_KEY = 'flash-message';
