// Read by the site, its end-to-end tests and the benchmark (outside the bundle), so plain JavaScript with types beside it.

/**
 * Marks on the browser's performance timeline (components/layout/ready-mark.tsx): the page frame, and its streamed
 * account part, have hydrated. A page answers every tap once both are set; field timing and the tests wait for them.
 */
export const READY_MARKS = Object.freeze({ frame: 'staynaija:ready', account: 'staynaija:account-ready' });
