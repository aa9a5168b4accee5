'use client';

import { useEffect } from 'react';
import { READY_MARKS } from '@/lib/ready-marks.mjs';

/**
 * Rendered last in what it stands for: its effect runs once everything before it has hydrated, when those controls
 * answer a tap. The page is ready for a traveller when both marks are set (field timing, tests).
 */
export function ReadyMark({ part }: { part: keyof typeof READY_MARKS }) {
  useEffect(() => {
    const name = READY_MARKS[part];
    if (performance.getEntriesByName(name).length === 0) performance.mark(name);
  }, [part]);
  return null;
}
