import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** A native checkbox in the brand colour, 20px with a visible focus ring. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={clsx('field-checkbox', className)} {...props} />;
}
