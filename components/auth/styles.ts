/** Shared classes of the auth forms: 44px touch targets, brand purple. */
export const primaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-brand-600 dark:hover:bg-brand-700';

export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-xl border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-400 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-night-800 dark:disabled:border-night-600 dark:disabled:text-gray-500';

export const textLink =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-gray-500 disabled:no-underline dark:text-brand-300 dark:disabled:text-gray-400';

export const heading = 'text-xl font-bold text-gray-900 sm:text-2xl dark:text-white';

export const subheading = 'mt-1 text-sm text-gray-600 dark:text-gray-300';
