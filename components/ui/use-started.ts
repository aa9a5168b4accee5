'use client';

import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Whether the page's scripts have run: false in the server's HTML and while it hydrates, true from the render after
 * (and for a component mounted later). A control that only its scripts can carry out is disabled until then, so that
 * an early press is visibly not taken instead of silently lost.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
