'use client';

import { useEffect, useState } from 'react';

export const RESEND_SECONDS = 30;

/**
 * Seconds left before a code can be sent again; start() begins a new wait. Counted from a deadline, not by ticks:
 * phones throttle timers while the visitor is away reading the code in another app.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return {
    remaining: deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0,
    start: () => {
      const time = Date.now();
      setNow(time);
      setDeadline(time + RESEND_SECONDS * 1000);
    },
  };
}
