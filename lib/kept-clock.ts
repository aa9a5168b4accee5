import 'server-only';
import { cacheLife } from 'next/cache';
import { todayInLagos } from './dates';

// Pages kept for every visitor cannot read the clock as they render: the date they show is kept with them, for as
// long as they keep their catalogue reads (the browser takes its own date once the page runs).

/** Today's date in Lagos (yyyy-MM-dd) for a kept page. */
export async function keptToday(): Promise<string> {
  'use cache';
  cacheLife('catalogue');
  return todayInLagos();
}

/** This year in Lagos, for a kept page's copyright line. */
export async function keptYear(): Promise<number> {
  'use cache';
  cacheLife('hours');
  return Number(todayInLagos().slice(0, 4));
}
