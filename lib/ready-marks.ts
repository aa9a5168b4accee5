/**
 * Marks on the browser's performance timeline (components/layout/ready-mark.tsx): the page frame, and its streamed
 * account part, have hydrated. A page answers every tap once both are set; field timing and the tests wait for them.
 */
export const READY_MARKS = { frame: 'staynaija:ready', account: 'staynaija:account-ready' } as const;
