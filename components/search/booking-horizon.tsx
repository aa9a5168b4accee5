'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MessageValuesContext } from '@/components/ui/use-error-text';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@/lib/validation/horizon';

const HorizonContext = createContext(DEFAULT_BOOKING_HORIZON_DAYS);

/**
 * Hands the booking horizon (BOOKING_HORIZON_DAYS, read on the server) to the date pickers and stay checks below it,
 * and to the messages that name it.
 */
export function BookingHorizonProvider({ horizonDays, children }: { horizonDays: number; children: ReactNode }) {
  const values = useMemo(() => ({ horizonDays }), [horizonDays]);
  return (
    <HorizonContext value={horizonDays}>
      <MessageValuesContext value={values}>{children}</MessageValuesContext>
    </HorizonContext>
  );
}

/** How many days ahead of today a check-in may be. */
export function useBookingHorizon(): number {
  return useContext(HorizonContext);
}
