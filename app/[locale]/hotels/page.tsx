export { default, generateMetadata } from '../hotel/page';

// All properties: the results page without a place (filters, dates, brand and pages in its query).
// Personal or query-driven: rendered for each request, never kept.
export const instant = false;
