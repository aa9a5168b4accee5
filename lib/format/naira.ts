// Made only for amounts past 2^53 (never a price): a browser's first Intl number formatter loads its locale data, about
// 70 ms of a throttled phone's main thread on the hotel page, where the room choice shows its ₦0 as the page hydrates.
let grouping: Intl.NumberFormat | undefined;

/** A whole-naira amount as the site shows it: ₦ and en-US digit grouping (the same in every language), e.g. ₦125,000. */
export function formatNaira(amount: number): string {
  const rounded = Math.abs(Math.round(amount));
  const digits = Number.isSafeInteger(rounded)
    ? String(rounded).replace(/\B(?=(\d{3})+$)/g, ',')
    : (grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(rounded);
  return `${Math.round(amount) < 0 ? '-' : ''}₦${digits}`;
}

/** Rounded discount percentage: (actual - discounted) / actual, 0 when there is no discount. */
export function discountPercent(actual: number, discounted: number): number {
  if (actual <= 0 || discounted >= actual) return 0;
  return Math.round(((actual - discounted) / actual) * 100);
}
