import { z } from './zod';
import {
  ARRIVAL_TIMES,
  BOOKING_LIMITS as L,
  COUNTRIES,
  DEFAULT_PURPOSE,
  findCountry,
  PAYMENT_GATEWAYS,
  PAYMENT_METHODS,
  PURPOSES,
  type Purpose,
} from '@/lib/booking/options';
import type { ValidationKey } from '@/lib/errors';
import { normalisePhone } from '@/lib/phone';
import { email, fullName, personName, phone } from './person';
import { STAY_SCREENS } from './stay-screens';
import { API_DATE_NAMES, perHorizon, refineStay, stayDate } from './stay-schema';

/** An optional free text: blank becomes null. */
const optionalText = (max: number, tooLong: ValidationKey) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => v || null);

const arrivalTime = z
  .string({ error: 'arrivalTimeInvalid' })
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || ARRIVAL_TIMES.includes(v), { error: 'arrivalTimeInvalid' });

const purpose = z
  .string({ error: 'purposeInvalid' })
  .nullish()
  .refine((v) => !v || (PURPOSES as readonly string[]).includes(v), { error: 'purposeInvalid' })
  .transform((v) => (v || null) as Purpose | null);

const countryCode = z
  .string({ error: 'countryRequired' })
  .trim()
  .min(1, { error: 'countryRequired' })
  .max(100, { error: 'countryUnknown' })
  .transform((v, ctx) => {
    const country = findCountry(v);
    if (!country) {
      ctx.addIssue({ code: 'custom', message: 'countryUnknown' });
      return z.NEVER;
    }
    return country.value;
  });

// ---------------------------------------------------------------------------------------------------------------
// The booking form (spec section 3, rules of section 5).

const extraGuest = z.object({
  firstName: personName('guestFirstNameRequired'),
  lastName: personName('guestLastNameRequired'),
  email: email('guestEmailRequired'),
  phoneNumber: phone('guestPhoneRequired'),
});

/** The booking details form: the guest, their country, arrival, purpose, extra guests and request. */
export const bookingFormSchema = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  email: email(),
  phoneNumber: phone(),
  country: z.object(
    {
      label: z.string(),
      value: z.string().refine((v) => COUNTRIES.some((c) => c.value === v), { error: 'countryUnknown' }),
      code: z.string(),
    },
    { error: 'countryRequired' },
  ),
  paperlessConfirmation: z.boolean().default(true),
  arrivalTime,
  purpose,
  guests: z.array(extraGuest).max(L.extraGuests, { error: 'extraGuestsMax' }).default([]),
  request: optionalText(L.requestLength, 'requestTooLong'),
});
export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/** The payment-option dialog: Pay now needs the (only) gateway; Pay at the property needs none. */
export const paymentChoiceSchema = z
  .object({
    option: z.enum(['payNow', 'payAtProperty'], { error: 'paymentMethodRequired' }),
    gateway: z.string().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.option !== 'payNow') return;
    if (!value.gateway) ctx.addIssue({ code: 'custom', path: ['gateway'], message: 'paymentGatewayRequired' });
    else if (!(PAYMENT_GATEWAYS as readonly string[]).includes(value.gateway)) {
      ctx.addIssue({ code: 'custom', path: ['gateway'], message: 'gatewayNotSupported' });
    }
  });

// ---------------------------------------------------------------------------------------------------------------
// The booking create payload (spec section 3), POST /api/bookings/{hotelId}/new.

// Figures a client computed; the server recomputes every one and stores none of them.
const clientAmount = z.number({ error: 'priceWhole' }).finite().nonnegative().optional();

const roomLine = z.object({
  numberOfRooms: z
    .number({ error: 'roomCountRange' })
    .int({ error: 'roomCountRange' })
    .min(1, { error: 'roomCountRange' })
    .max(L.roomsPerCategory, { error: 'roomCountRange' }),
  room: z.guid({ error: 'roomUnknown' }),
  price: clientAmount,
  discountedPrice: clientAmount,
  reason: z.string().max(50).nullish(),
});

const payloadGuest = z.object({
  fullName,
  email: email('guestEmailRequired'),
  phoneNumber: phone('guestPhoneRequired'),
});

/** What POST /api/bookings/{hotelId}/new receives, normalised: e-mails lower-cased, phones in +234 form. */
export const bookingCreatePayload = perHorizon((horizonDays) =>
  z
    .object({
      checkInDate: stayDate(STAY_SCREENS.bookingApi, 'checkIn'),
      checkOutDate: stayDate(STAY_SCREENS.bookingApi, 'checkOut'),
      bookingInfo: z.object(
        {
          email: email(),
          fullName,
          phoneNumber: phone(),
          location: z.object(
            {
              address: optionalText(L.addressLength, 'addressTooLong'),
              state: optionalText(L.stateLength, 'stateTooLong'),
              zipCode: optionalText(L.zipCodeLength, 'zipCodeTooLong'),
              country: countryCode,
            },
            { error: 'countryRequired' },
          ),
        },
        { error: 'fullNameRequired' },
      ),
      guests: z.object(
        {
          adults: z
            .number({ error: 'adultsRange' })
            .int({ error: 'adultsRange' })
            .min(1, { error: 'adultsRange' })
            .max(L.adults, { error: 'adultsRange' }),
          children: z
            .number({ error: 'childrenRange' })
            .int({ error: 'childrenRange' })
            .min(0, { error: 'childrenRange' })
            .max(L.children, { error: 'childrenRange' })
            .default(0),
        },
        { error: 'adultsRange' },
      ),
      guestDetails: z.array(payloadGuest).max(L.extraGuests, { error: 'extraGuestsMax' }).default([]),
      rooms: z
        .array(roomLine, { error: 'roomsRequired' })
        .min(1, { error: 'roomsRequired' })
        .max(L.categories, { error: 'roomCategoriesMax' })
        .refine((rooms) => new Set(rooms.map((r) => r.room.toLowerCase())).size === rooms.length, {
          error: 'roomRepeated',
        }),
      totalPrice: clientAmount,
      discountedPrice: clientAmount,
      amountToBePaid: clientAmount,
      specialRequest: optionalText(L.requestLength, 'requestTooLong'),
      purpose: purpose.transform((v) => v ?? DEFAULT_PURPOSE),
      arrivalTime,
      paperlessConfirmation: z.boolean().default(true),
    })
    .superRefine(refineStay(STAY_SCREENS.bookingApi, horizonDays, API_DATE_NAMES))
    .transform((value) => ({
      ...value,
      bookingInfo: {
        ...value.bookingInfo,
        email: value.bookingInfo.email.toLowerCase(),
        phoneNumber: normalisePhone(value.bookingInfo.phoneNumber),
      },
      guestDetails: value.guestDetails.map((g) => ({
        ...g,
        email: g.email.toLowerCase(),
        phoneNumber: normalisePhone(g.phoneNumber),
      })),
      rooms: value.rooms.map((r) => ({ ...r, room: r.room.toLowerCase() })),
    })),
);
export type BookingCreatePayload = z.input<ReturnType<typeof bookingCreatePayload>>;
export type BookingRequest = z.output<ReturnType<typeof bookingCreatePayload>>;

/** PATCH /api/bookings/{bookingId}. */
export const paymentMethodBody = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'paymentMethodRequired' }),
});

/** POST /api/payments/initiate-payment. */
export const initiatePaymentBody = z.object({
  bookingId: z.string({ error: 'fieldRequired' }).trim().min(1, { error: 'fieldRequired' }).max(100),
});

/** Where the code that confirms a booking's contact goes: the booking's e-mail or its phone (by SMS). */
export const CONTACT_CHANNELS = ['email', 'sms'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** POST /api/bookings/{id}/contact-code. */
export const contactCodeBody = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: 'contactChannelRequired' }),
});

/** POST /api/bookings/{id}/contact-code/verify: the code as typed (or as a number, which drops leading zeros). */
export const contactVerifyBody = contactCodeBody.extend({
  otp: z.preprocess(
    (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v).padStart(6, '0') : v),
    z
      .string({ error: 'otpRequired' })
      .trim()
      .regex(/^\d{6}$/, { error: 'otpLength' }),
  ),
});
