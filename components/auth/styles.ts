/** Shared classes of the auth pages' headings. */
export const heading = 'text-xl font-bold text-gray-900 sm:text-2xl dark:text-white';

export const subheading = 'mt-1 text-sm text-gray-600 dark:text-gray-300';
