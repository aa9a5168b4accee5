export { default, generateMetadata } from '../hotel/page';

// A live search (filters, dates, pages); /hotels without a query is served by the cached list (proxy.ts).
export const dynamic = 'force-dynamic';
