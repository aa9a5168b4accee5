import { z } from 'zod';
import { BOOKING_LIMITS as L } from '@/lib/booking/options';
import { normalisePhone, PHONE_PATTERN } from '@/lib/phone';
import { STAY_SCREENS } from './stay';
import { API_DATE_NAMES, refineStay, stayDate } from './stay-schema';

/** Limits of a review's texts and scores. */
export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  textMin: 20,
  textMax: 2_000,
  scoreMin: 1,
  scoreMax: 10,
} as const;
/** The six sub-scores of a review (docs/architecture.md). */
export const SUB_SCORES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;
export type SubScore = (typeof SUB_SCORES)[number];

const count = (min: number, max: number, key: 'adultsRange' | 'childrenRange' | 'roomCountRange') =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

const name = (required: 'firstNameRequired' | 'lastNameRequired') =>
  z.string({ error: required }).trim().min(1, { error: required }).max(L.nameLength, { error: 'nameTooLong' });

const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(L.emailLength, { error: 'emailTooLong' })
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase());

const phone = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, { error: 'phoneMustBeValid' }))
  .transform(normalisePhone);

/** POST /api/bookings/{id}/modify: new dates, rooms, party and lead guest; `confirm` applies what the quote said. */
export const modifyBookingBody = z
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
      firstName: name('firstNameRequired'),
      lastName: name('lastNameRequired'),
      email,
      phoneNumber: phone,
    }),
    confirm: z.boolean().default(false),
    /** The amount the guest was shown; a different amount now means the price moved and nothing is changed. */
    expectedAmount: z.number().int().nonnegative().optional(),
  })
  .superRefine(refineStay(STAY_SCREENS.bookingApi, API_DATE_NAMES))
  .transform((v) => ({ ...v, rooms: v.rooms.map((r) => ({ ...r, room: r.room.toLowerCase() })) }));
export type ModifyBookingInput = z.output<typeof modifyBookingBody>;
export type ModifyBookingValues = z.input<typeof modifyBookingBody>;

/** POST /api/bookings/{id}/cancel: `confirm` after the guest has seen what is due. */
export const cancelBookingBody = z.object({
  confirm: z.boolean().default(false),
  /** The charge the guest was shown; a different charge now (the free window closed meanwhile) changes nothing. */
  expectedFee: z.number().int().nonnegative().optional(),
});

const score = z
  .number({ error: 'reviewScoreRange' })
  .int({ error: 'reviewScoreRange' })
  .min(REVIEW_LIMITS.scoreMin, { error: 'reviewScoreRange' })
  .max(REVIEW_LIMITS.scoreMax, { error: 'reviewScoreRange' });

/** The review form and POST /api/reviews/{hotelId}/{bookingId}. */
export const reviewBody = z.object({
  overall: score,
  cleanliness: score,
  comfort: score,
  location: score,
  facilities: score,
  staff: score,
  value: score,
  title: z
    .string({ error: 'reviewTitleLength' })
    .trim()
    .min(REVIEW_LIMITS.titleMin, { error: 'reviewTitleLength' })
    .max(REVIEW_LIMITS.titleMax, { error: 'reviewTitleLength' }),
  comment: z
    .string({ error: 'reviewTextLength' })
    .trim()
    .min(REVIEW_LIMITS.textMin, { error: 'reviewTextLength' })
    .max(REVIEW_LIMITS.textMax, { error: 'reviewTextLength' }),
});
export type ReviewValues = z.input<typeof reviewBody>;

/** PATCH /api/user/profile: the name. The phone number changes only through its code (phone-code, verify-phone). */
export const profileBody = z.object({ firstName: name('firstNameRequired'), lastName: name('lastNameRequired') });
export type ProfileValues = z.input<typeof profileBody>;

/** PATCH /api/user/preferences: any of the four. */
export const preferencesBody = z
  .object({
    language: z.enum(['en', 'fr', 'zh', 'ar']),
    theme: z.enum(['light', 'dark']),
    paperlessConfirmations: z.boolean(),
    marketingEmails: z.boolean(),
  })
  .partial();
export type PreferencesValues = z.input<typeof preferencesBody>;

const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(200, { error: 'passwordTooLong' })
  .pipe(z.string().min(6, { error: 'passwordMin' }));

/** POST /api/user/password: the current password is required; the other sessions end. */
export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'currentPasswordRequired' })
      .min(1, { error: 'currentPasswordRequired' })
      .max(200),
    newPassword,
    confirmPassword: z.string({ error: 'confirmPasswordRequired' }).min(1, { error: 'confirmPasswordRequired' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordsMustMatch' });
export type ChangePasswordValues = z.input<typeof changePasswordBody>;

/** POST /api/user/delete-account: the password when the account has one; the typed e-mail confirms the intent. */
export const deleteAccountBody = z.object({
  email,
  password: z.string().max(200).optional(),
});
export type DeleteAccountValues = z.input<typeof deleteAccountBody>;

/** The contact form's phone rule: 10-11 digits, optionally after a country prefix such as +234. */
export const CONTACT_PHONE_PATTERN = /^(\+\d{1,3})?\d{10,11}$/;
/** The two examples of the contact phone message: a local number and the same with +234. */
export const CONTACT_PHONE_EXAMPLES = { local: '08012345678', international: '+2348012345678' } as const;

const contactPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(CONTACT_PHONE_PATTERN, { error: 'contactPhoneInvalid' }).or(z.literal('')))
  .nullish()
  .transform((v) => v || null);

const message = z
  .string({ error: 'messageRequired' })
  .trim()
  .min(1, { error: 'messageRequired' })
  .max(2_000, { error: 'messageTooLong' });

/** The contact form's fields. */
export const contactFormSchema = z.object({
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  email,
  phoneNumber: contactPhone,
  message,
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** POST /api/forms/new: the contact payload of spec section 3. */
export const contactBody = z.object({
  fullName: z
    .string({ error: 'fullNameRequired' })
    .trim()
    .min(1, { error: 'fullNameRequired' })
    .max(L.nameLength * 2 + 1, { error: 'nameTooLong' }),
  email,
  phoneNumber: contactPhone,
  message,
});

/** The modify page's form: rooms as a count per room type (0 for none), turned into the API's body on submit. */
export const modifyFormSchema = z
  .object({
    checkInDate: stayDate(STAY_SCREENS.modifyForm, 'checkIn'),
    checkOutDate: stayDate(STAY_SCREENS.modifyForm, 'checkOut'),
    adults: z.coerce.number<string | number>().pipe(count(1, L.adults, 'adultsRange')),
    children: z.coerce.number<string | number>().pipe(count(0, L.children, 'childrenRange')),
    rooms: z
      .record(z.string(), z.coerce.number<string | number>().pipe(count(0, L.roomsPerCategory, 'roomCountRange')))
      .refine((r) => Object.values(r).some((n) => n > 0), { error: 'roomsRequired' }),
    firstName: name('firstNameRequired'),
    lastName: name('lastNameRequired'),
    email,
    phoneNumber: phone,
  })
  .superRefine(refineStay(STAY_SCREENS.modifyForm, API_DATE_NAMES));
export type ModifyFormValues = z.input<typeof modifyFormSchema>;
export type ModifyForm = z.output<typeof modifyFormSchema>;
