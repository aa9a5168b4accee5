'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { BOOKING_SELECTION_KEY, bookingDetailsHref, type BookingSelection } from '@/components/hotel/booking-selection';

const PENDING = 'pending';
const noChanges = () => () => undefined;

/** The booking page address of the rooms Reserve kept for this property in this tab, or ''. */
function storedHref(hotelId: string): string {
  try {
    const selection = JSON.parse(sessionStorage.getItem(BOOKING_SELECTION_KEY) ?? 'null') as BookingSelection | null;
    if (!selection?.selectedRoomDetails?.length || selection.propertyId !== hotelId) return '';
    return bookingDetailsHref(selection);
  } catch {
    return '';
  }
}

/**
 * Arriving without rooms in the address (a bookmark, a link typed by hand): the rooms Reserve kept for this property
 * in this tab are put back in the address, so that the server prices them and a reload keeps them. Only when there
 * are none does the page say what is missing (its children).
 */
export function SelectionRestore({ hotelId, children }: { hotelId: string; children: ReactNode }) {
  const href = useSyncExternalStore(
    noChanges,
    () => storedHref(hotelId),
    () => PENDING,
  );
  useEffect(() => {
    if (href && href !== PENDING) window.location.replace(href);
  }, [href]);
  return href === '' ? children : null;
}
