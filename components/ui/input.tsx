import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A text input in the site's look (`.field` in app/globals.css); aria-invalid turns its border red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={clsx('field field-input', className)} {...props} />;
}
