/** How many days ahead a check-in may be when BOOKING_HORIZON_DAYS is not set. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
