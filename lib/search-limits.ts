/** Counter bounds of the guests picker, and of the adults, children and room values a search accepts. */
export const GUEST_LIMITS = {
  adults: { min: 1, max: 30 },
  children: { min: 0, max: 10 },
  room: { min: 1, max: 10 },
} as const;

export type GuestField = keyof typeof GUEST_LIMITS;
