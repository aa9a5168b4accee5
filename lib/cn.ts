import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config.generated';

// Knows only the class groups the project's classes belong to (see scripts/tailwind-merge-config.mjs).
const twMerge = createTailwindMerge(tailwindMergeConfig);

/** Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of the same kind. */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
