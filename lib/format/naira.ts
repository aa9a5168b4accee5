// Made on first use: a browser's first Intl formatter loads its locale data, which no page should pay while starting.
let grouping: Intl.NumberFormat | undefined;

/** A whole-naira amount as the site shows it: ₦ and en-US digit grouping, e.g. ₦125,000. */
export function formatNaira(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}₦${(grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(Math.abs(rounded))}`;
}

/** Rounded discount percentage: (actual - discounted) / actual, 0 when there is no discount. */
export function discountPercent(actual: number, discounted: number): number {
  if (actual <= 0 || discounted >= actual) return 0;
  return Math.round(((actual - discounted) / actual) * 100);
}
