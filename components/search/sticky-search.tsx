'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows its children as a bar fixed over the header once the element with `targetId` has scrolled above the
 * viewport; renders nothing before that.
 */
export function StickySearch({ children, targetId = 'home-hero' }: { children: ReactNode; targetId?: string }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Only above: the hero is never below the viewport, but a page opened at an anchor starts past it.
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  if (!shown) return null;
  // Above the header (z-50), tall enough to cover it, and below the menu drawer (z-60).
  return (
    <div className="fixed inset-x-0 top-0 z-[55] flex min-h-24 items-center border-b border-gray-200 bg-white shadow-md transition-transform duration-300 ease-out starting:-translate-y-full dark:border-night-700 dark:bg-night-950">
      <div className="mx-auto w-full max-w-7xl px-4 py-2">{children}</div>
    </div>
  );
}
