'use client';

import { useTheme } from 'next-themes';
import { useDirection } from '@radix-ui/react-direction';
import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';

export { toast } from 'sonner';

export interface ToasterProps extends Omit<SonnerProps, 'theme' | 'dir' | 'containerAriaLabel'> {
  /** Name of the notifications region that screen readers announce new toasts from (such as 'Notifications'). */
  regionLabel: string;
  /** Accessible name of each toast's close button (such as 'Close'). */
  closeLabel: string;
}

/**
 * Where toasts appear: one per page. Top centre (full width on phones, clear of the keyboard and the help button),
 * in the page's theme and text direction, each with a close button; sonner announces them through a polite live
 * region.
 */
export function Toaster({ regionLabel, closeLabel, toastOptions, ...props }: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const dir = useDirection();
  return (
    <Sonner
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      dir={dir}
      position="top-center"
      closeButton
      offset={{ top: 104 }}
      mobileOffset={{ top: 104, left: 12, right: 12 }}
      containerAriaLabel={regionLabel}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        ...toastOptions,
        classNames: {
          // The site's surfaces rather than sonner's pure white and black.
          toast:
            'font-sans text-sm! rounded-xl! border-gray-200! bg-white! text-gray-900! dark:border-night-700! dark:bg-night-850! dark:text-gray-100!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
