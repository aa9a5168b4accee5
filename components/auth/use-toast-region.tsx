'use client';

import { useCallback, useState } from 'react';
import { cn } from '@/lib/cn';

export type ToastKind = 'info' | 'success' | 'error';

interface Toast {
  kind: ToastKind;
  text: string;
  id: number;
}

const styles: Record<ToastKind, string> = {
  info: 'border-gray-200 bg-gray-50 text-gray-800 dark:border-night-600 dark:bg-night-800 dark:text-gray-100',
  success: 'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/50 dark:text-green-300',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-300',
};

/** The latest message of a form, in a live region that stays in the page so every new message is announced. */
export function useToastRegion() {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((kind: ToastKind, text: string) => setToast({ kind, text, id: Date.now() }), []);
  const clear = useCallback(() => setToast(null), []);

  const region = (
    <div role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        // A new key replaces the node, so the same text twice in a row is announced twice.
        <p
          key={toast.id}
          data-kind={toast.kind}
          className={cn('mb-4 rounded-xl border px-4 py-3 text-sm font-medium', styles[toast.kind])}
        >
          {toast.text}
        </p>
      )}
    </div>
  );
  return { show, clear, region };
}
