'use client';

import { useEffect } from 'react';
import { READY_MARK } from '@/lib/ready-marks.mjs';

/**
 * Rendered last in the page frame: its effect runs once everything before it has hydrated, when every control of the
 * header and the page answers a tap. It marks that moment on the browser's performance timeline.
 */
export function ReadyMark() {
  useEffect(() => {
    if (performance.getEntriesByName(READY_MARK).length === 0) performance.mark(READY_MARK);
  }, []);
  return null;
}
