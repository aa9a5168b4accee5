'use client';

import dynamic from 'next/dynamic';

// The dialog's code (Radix) loads only on the page that has dates to refuse, not with every booking page.
const InvalidDatesDialog = dynamic(() => import('./invalid-dates-dialog').then((m) => m.InvalidDatesDialog), {
  ssr: false,
});

/** 'Invalid Dates' for a page whose stay cannot be booked as it arrived. */
export function InvalidDatesNotice({ hotelHref, problem }: { hotelHref: string; problem: string }) {
  return <InvalidDatesDialog open hotelHref={hotelHref} problem={problem} />;
}
