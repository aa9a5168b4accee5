import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox in the brand colour, 20px with a visible focus ring. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-gray-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-red-600 dark:accent-brand-400',
        className,
      )}
      {...props}
    />
  );
}
