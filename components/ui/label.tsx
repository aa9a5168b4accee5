import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** A field label; pair it with its control through htmlFor. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the control is named by htmlFor at the call site
    <label className={clsx('field-label', className)} {...props} />
  );
}
