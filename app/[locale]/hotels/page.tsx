export { default, generateMetadata } from '../hotel/page';

// A live search (filters, dates, pages); /hotels without a query is served by the cached list (proxy.ts).
// Personal or query-driven: rendered for each request, never kept.
export const instant = false;
