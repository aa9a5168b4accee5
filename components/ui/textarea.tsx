import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './field-styles';

/** A multi-line text input in the site's look; aria-invalid turns its border red. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-24 py-2.5', className)} {...props} />;
}
