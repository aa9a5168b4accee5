// Read by the site, its end-to-end tests and the benchmark (outside the bundle), so plain JavaScript with types beside it.

/**
 * The mark on the browser's performance timeline set once the page frame and then the page itself, with every control
 * in its header and page, have hydrated (components/layout/ready-mark.tsx, rendered by each page): a tap is never lost
 * from then on. Field timing and the tests wait for it.
 */
export const READY_MARK = 'staynaija:ready';
