import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A multi-line text input in the site's look (`.field` in app/globals.css); aria-invalid turns its border red. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={clsx('field field-textarea', className)} {...props} />;
}
