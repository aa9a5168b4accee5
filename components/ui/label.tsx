import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A field label; pair it with its control through htmlFor. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the control is named by htmlFor at the call site
    <label
      className={cn(
        'block text-sm font-semibold text-gray-800 data-[error=true]:text-red-700 dark:text-gray-200 dark:data-[error=true]:text-red-400',
        className,
      )}
      {...props}
    />
  );
}
