import { z } from './zod';
import { BOOKING_LIMITS as L } from '@/lib/booking/options';
import { personName, storedEmail, storedPhone } from './person';
import { STAY_SCREENS } from './stay-screens';
import { API_DATE_NAMES, perHorizon, refineStay, stayDate } from './stay-schema';

const count = (min: number, max: number, key: 'adultsRange' | 'childrenRange' | 'roomCountRange') =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

/** POST /api/bookings/{id}/modify: new dates, rooms, party and lead guest; `confirm` applies what the quote said. */
export const modifyBookingBody = perHorizon((horizonDays) =>
  z
    .object({
      checkInDate: stayDate(STAY_SCREENS.bookingApi, 'checkIn'),
      checkOutDate: stayDate(STAY_SCREENS.bookingApi, 'checkOut'),
      rooms: z
        .array(
          z.object({
            room: z.guid({ error: 'roomUnknown' }),
            numberOfRooms: count(1, L.roomsPerCategory, 'roomCountRange'),
          }),
          {
            error: 'roomsRequired',
          },
        )
        .min(1, { error: 'roomsRequired' })
        .max(L.categories, { error: 'roomCategoriesMax' })
        .refine((rooms) => new Set(rooms.map((r) => r.room.toLowerCase())).size === rooms.length, {
          error: 'roomRepeated',
        }),
      guests: z.object({ adults: count(1, L.adults, 'adultsRange'), children: count(0, L.children, 'childrenRange') }),
      guest: z.object({
        firstName: personName('firstNameRequired'),
        lastName: personName('lastNameRequired'),
        email: storedEmail,
        phoneNumber: storedPhone,
      }),
      confirm: z.boolean().default(false),
      /** The amount the guest was shown; a different amount now means the price moved and nothing is changed. */
      expectedAmount: z.number().int().nonnegative().optional(),
    })
    .superRefine(refineStay(STAY_SCREENS.bookingApi, horizonDays, API_DATE_NAMES))
    .transform((v) => ({ ...v, rooms: v.rooms.map((r) => ({ ...r, room: r.room.toLowerCase() })) })),
);
export type ModifyBookingInput = z.output<ReturnType<typeof modifyBookingBody>>;
export type ModifyBookingValues = z.input<ReturnType<typeof modifyBookingBody>>;

/** The modify page's form: rooms as a count per room type (0 for none), turned into the API's body on submit. */
export const modifyFormSchema = perHorizon((horizonDays) =>
  z
    .object({
      checkInDate: stayDate(STAY_SCREENS.modifyForm, 'checkIn'),
      checkOutDate: stayDate(STAY_SCREENS.modifyForm, 'checkOut'),
      adults: z.coerce.number<string | number>().pipe(count(1, L.adults, 'adultsRange')),
      children: z.coerce.number<string | number>().pipe(count(0, L.children, 'childrenRange')),
      rooms: z
        .record(z.string(), z.coerce.number<string | number>().pipe(count(0, L.roomsPerCategory, 'roomCountRange')))
        .refine((r) => Object.values(r).some((n) => n > 0), { error: 'roomsRequired' }),
      firstName: personName('firstNameRequired'),
      lastName: personName('lastNameRequired'),
      email: storedEmail,
      phoneNumber: storedPhone,
    })
    .superRefine(refineStay(STAY_SCREENS.modifyForm, horizonDays, API_DATE_NAMES)),
);
export type ModifyFormValues = z.input<ReturnType<typeof modifyFormSchema>>;
export type ModifyForm = z.output<ReturnType<typeof modifyFormSchema>>;
