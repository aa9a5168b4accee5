import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of the same kind. */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
