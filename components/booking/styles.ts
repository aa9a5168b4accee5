/** A section card of the booking and confirmation pages, in light and dark. */
export const card =
  'rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-5 dark:border-night-700 dark:bg-night-900';

/** A card's heading. */
export const cardTitle = 'text-lg font-bold';

/** Secondary text inside a card. */
export const muted = 'text-sm text-gray-600 dark:text-gray-300';
