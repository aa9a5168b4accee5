'use client';

import { useEffect } from 'react';
import { READY_MARK } from '@/lib/ready-marks.mjs';

/**
 * Rendered last in every page (and in the not-found and error pages). React hydrates the page frame (header, footer)
 * first and each route segment inside it after, the page itself last: this effect runs once the page has hydrated,
 * when every control of the header and the page answers a tap. It marks that moment on the browser's performance
 * timeline. In the frame's layout it would run before the page's controls were ready.
 */
export function ReadyMark() {
  useEffect(() => {
    if (performance.getEntriesByName(READY_MARK).length === 0) performance.mark(READY_MARK);
  }, []);
  return null;
}
