import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './field-styles';

/** A text input in the site's look; aria-invalid turns its border red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
