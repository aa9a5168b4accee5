'use client';

import { useEffect, useState } from 'react';
import { FLASH_KEY } from '@/components/auth/auth-provider';

/** Shows, once, a notice left by the previous page (such as 'You have been logged out.'). */
export function FlashMessage() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    try {
      const stored = sessionStorage.getItem(FLASH_KEY);
      if (!stored) return;
      sessionStorage.removeItem(FLASH_KEY);
      setMessage(stored);
      const timer = setTimeout(() => setMessage(null), 5000);
      return () => clearTimeout(timer);
    } catch {
      return undefined;
    }
  }, []);
  if (!message) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-24 z-[70] flex justify-center px-4">
      <p className="rounded-full bg-gray-900 px-5 py-3 text-sm font-semibold text-white shadow-lg dark:bg-white dark:text-gray-900">
        {message}
      </p>
    </div>
  );
}
