import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const membershipTier = pgEnum('membership_tier', ['Basic', 'Silver', 'Gold']);
/** staff may use the reservations desk; granted and removed with `npm run staff -- grant|revoke EMAIL`. */
export const userRole = pgEnum('user_role', ['guest', 'staff']);
export const propertyType = pgEnum('property_type', ['hotel', 'apartment', 'resort']);
export const bookingStatus = pgEnum('booking_status', [
  'pending_payment',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
  /** The guest did not come; recorded at the reservations desk, charged by the cancellation rule. */
  'no_show',
]);
export const paymentMethod = pgEnum('payment_method', ['Cash', 'Card']);
export const paymentStatus = pgEnum('payment_status', ['initiated', 'successful', 'failed', 'cancelled']);
export const codePurpose = pgEnum('code_purpose', [
  'verify_email',
  'verify_phone',
  'login',
  'reset_password',
  'manage_booking',
  'confirm_booking',
]);
export const deliveryChannel = pgEnum('delivery_channel', ['email', 'sms', 'whatsapp']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'logged', 'failed']);
/** A contact message at the desk: new until staff reply (answered) or close it. */
export const contactStatus = pgEnum('contact_status', ['new', 'answered', 'closed']);

export interface UserPreferences {
  language?: 'en' | 'fr' | 'zh' | 'ar';
  theme?: 'light' | 'dark';
  currency?: 'NGN';
  marketingEmails?: boolean;
  smsNotifications?: boolean;
  /** Booking confirmations by e-mail only, no printed copy at the desk. */
  paperlessConfirmations?: boolean;
  /** Light pages: smaller pictures, no slideshows (also kept on each device as a cookie, lib/data-saver.ts). */
  dataSaver?: boolean;
}

/** One night of a booked room line: its standard and discounted price per room, whole naira. */
export interface BookedNight {
  night: string;
  price: number;
  discountedPrice: number;
}

/** Raw bytes (PostgreSQL bytea); PGlite answers a Uint8Array, pg a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** E.164, e.g. +2348012345678. */
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    membershipTier: membershipTier('membership_tier').notNull().default('Basic'),
    role: userRole('role').notNull().default('guest'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    googleSubject: text('google_subject'),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_phone_idx').on(t.phoneNumber),
    // Many accounts may list a number nobody has proven; only one may hold it proven (and sign in with it).
    uniqueIndex('users_verified_phone_key')
      .on(t.phoneNumber)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: codePurpose('purpose').notNull(),
    channel: deliveryChannel('channel').notNull(),
    /** Lower-cased e-mail or E.164 phone number. */
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.address, t.purpose, t.createdAt)],
);

/** Single-use bearer tokens: proof that an address was verified, or a password-reset grant. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: codePurpose('purpose').notNull(),
    address: text('address').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_tokens_address_idx').on(t.address, t.purpose)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Whoever supplies catalogue files (lib/catalogue): their records are upserted by their own ids. */
export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The file's "partner" value, e.g. 'demo'. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * A partner's API key (docs/partner-api.md): the public prefix names it, only the SHA-256 of its secret is kept, so the
 * secret is shown once when made. Revoked keys stay for the audit log.
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Public, random, unique: the part of the key that finds this row and names it in lists and logs. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the secret, hex. */
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('partner_keys_prefix_key').on(t.prefix), index('partner_keys_partner_idx').on(t.partnerId)],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url').notNull(),
    /** The partner whose catalogue holds the brand, and its id there; null for rows made otherwise (benchmarks). */
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_partner_external_key').on(t.partnerId, t.externalId)],
);

export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The value carried by /hotel/top-destination?state=…; matches a property's city or state. */
    state: text('state').notNull().unique(),
    name: text('name').notNull(),
    bannerImage: text('banner_image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    externalId: text('external_id'),
  },
  (t) => [uniqueIndex('destinations_partner_external_key').on(t.partnerId, t.externalId)],
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: propertyType('type').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Lower-cased, accent-free "name city state" used for forgiving location matching. */
    searchText: text('search_text').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text('phone'),
    email: text('email'),
    checkInTime: text('check_in_time').notNull().default('13:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    /** Mean of the reviews' overall scores, 0 when there are none. */
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Summary of the room categories, kept by refreshPropertySummaries so lists need no aggregation. */
    /** Lowest payable nightly price (promo or standard). */
    minPrice: integer('min_price').notNull().default(0),
    minStandardPrice: integer('min_standard_price').notNull().default(0),
    /** Lowest promo price below its standard price, or null. */
    minPromoPrice: integer('min_promo_price'),
    hasRefundableRate: boolean('has_refundable_rate').notNull().default(true),
    /** Rooms of every category together, how many adults they sleep, and how many children besides. */
    capacityRooms: integer('capacity_rooms').notNull().default(0),
    capacityAdults: integer('capacity_adults').notNull().default(0),
    capacityChildren: integer('capacity_children').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    /** The partner whose catalogue holds the property, and its id there; null for rows made otherwise (benchmarks). */
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('properties_slug_key').on(t.slug),
    uniqueIndex('properties_partner_external_key').on(t.partnerId, t.externalId),
    index('properties_city_idx').on(sql`lower(${t.city})`),
    index('properties_state_idx').on(sql`lower(${t.state})`),
    // Destination suggestions find names by their first letters (search_text like 'lag%').
    index('properties_search_text_prefix_idx').on(t.searchText.op('text_pattern_ops')),
    index('properties_featured_idx').on(t.type, t.isFeatured),
    index('properties_brand_idx').on(t.brandId),
    // Searches filter and order the published properties from this index alone, not from their wide rows: migration
    // 0022 gives it INCLUDE (the columns lib/data/search.ts filters and orders by), which drizzle cannot declare.
    index('properties_search_idx')
      .on(t.id)
      .where(sql`${t.isPublished}`),
    index('properties_categories_idx').using('gin', t.categories),
  ],
);

export const roomCategories = pgTable(
  'room_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull().default(0),
    bedType: text('bed_type').notNull().default(''),
    sizeSqm: smallint('size_sqm'),
    totalRooms: integer('total_rooms').notNull(),
    /** Whole naira per night. */
    standardPrice: integer('standard_price').notNull(),
    promoPrice: integer('promo_price'),
    nonRefundable: boolean('non_refundable').notNull().default(false),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The partner's id of the room type, unique within its property. */
    externalId: text('external_id'),
    /** False once the room type left the partner's catalogue: kept for its bookings, never offered again. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('room_categories_property_idx').on(t.propertyId),
    // Dated search joins the room types that have something taken (lib/data/search.ts) from this index alone: migration
    // 0021 gives it INCLUDE (property_id, total_rooms, max_adults, max_children), which drizzle cannot declare.
    index('room_categories_search_idx')
      .on(t.id)
      .where(sql`${t.isActive}`),
    uniqueIndex('room_categories_property_external_key').on(t.propertyId, t.externalId),
    check('room_categories_total_rooms_check', sql`${t.totalRooms} >= 0`),
    check('room_categories_price_check', sql`${t.standardPrice} > 0`),
  ],
);

/**
 * One room category's night: rooms reserved, and the night's rates and restrictions (lib/ari). A missing row means
 * none reserved and the category's own rates; a null value falls back to the category's.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomCategoryId: uuid('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    reserved: integer('reserved').notNull().default(0),
    /** Rooms that may be sold this night; null = all the category's rooms. */
    roomsOnSale: integer('rooms_on_sale'),
    /** Stop-sell: nothing more is sold this night. */
    closed: boolean('closed').notNull().default(false),
    /** Fewest nights of a stay arriving this night; null = 1. */
    minStay: smallint('min_stay'),
    /** No stay may begin this night. */
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomCategoryId, t.night] }),
    // Dated searches read only the nights that take rooms away (lib/data/search.ts): not the nights that set prices alone.
    // Migration 0021 gives it INCLUDE (room_category_id, reserved, closed, rooms_on_sale, closed_to_arrival, min_stay), so
    // that search reads them from the index alone.
    index('room_nights_restricted_idx')
      .on(t.night)
      .where(
        sql`${t.reserved} > 0 or ${t.closed} or ${t.roomsOnSale} is not null or ${t.closedToArrival} or ${t.minStay} > 1`,
      ),
    check('room_nights_reserved_check', sql`${t.reserved} >= 0`),
    check('room_nights_rooms_on_sale_check', sql`${t.roomsOnSale} >= 0 and ${t.reserved} <= ${t.roomsOnSale}`),
    check('room_nights_min_stay_check', sql`${t.minStay} between 1 and 30`),
  ],
);

/**
 * Prices of a room type by date range and days of the week, as partners set them (lib/ari/rates.ts). A night's price
 * is that of the newest period covering it that sets a price, its promo that of the newest that sets a promo; without
 * one, the room type's own. A period that sets a value to null returns the night to the room type's own.
 */
export const ratePeriods = pgTable(
  'rate_periods',
  {
    /** Newer periods have higher ids and win over older ones. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomCategoryId: uuid('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'cascade' }),
    starts: date('starts', { mode: 'string' }).notNull(),
    /** Last night of the period, included. */
    ends: date('ends', { mode: 'string' }).notNull(),
    /** Days of the week it applies to: bit 0 Sunday … bit 6 Saturday. */
    days: smallint('days').notNull().default(127),
    setsPrice: boolean('sets_price').notNull(),
    price: integer('price'),
    setsPromo: boolean('sets_promo').notNull(),
    promoPrice: integer('promo_price'),
  },
  (t) => [
    index('rate_periods_room_idx').on(t.roomCategoryId, t.ends),
    check('rate_periods_range_check', sql`${t.ends} >= ${t.starts}`),
    check('rate_periods_days_check', sql`${t.days} between 1 and 127`),
    check('rate_periods_sets_check', sql`${t.setsPrice} or ${t.setsPromo}`),
    check('rate_periods_price_check', sql`${t.price} > 0 and ${t.promoPrice} > 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code quoted to guests and properties. */
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    numberOfRooms: smallint('number_of_rooms').notNull(),
    status: bookingStatus('status').notNull().default('pending_payment'),
    paymentMethod: paymentMethod('payment_method'),
    totalPrice: integer('total_price').notNull(),
    discountedPrice: integer('discounted_price').notNull(),
    amountToBePaid: integer('amount_to_be_paid').notNull(),
    currency: text('currency').notNull().default('NGN'),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    country: text('country').notNull().default('NG'),
    address: text('address'),
    /** The guest's state or region, as the booking form's location gives it. */
    guestState: text('guest_state'),
    zipCode: text('zip_code'),
    paperlessConfirmation: boolean('paperless_confirmation').notNull().default(true),
    arrivalTime: text('arrival_time'),
    purpose: text('purpose'),
    specialRequest: text('special_request'),
    /** When the guest proved the booking's e-mail or phone by a code (big stays paid at the property need it). */
    contactConfirmedAt: timestamp('contact_confirmed_at', { withTimezone: true }),
    /** Until when a pending card booking keeps its rooms. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * What a cancellation or a no-show left due, whole naira: 0 when free (or waived at the desk), the full price after
     * the free window or non-refundable.
     */
    cancellationFee: integer('cancellation_fee'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Language of the booking request; the confirmation message is written in it. */
    locale: text('locale').notNull().default('en'),
    /** SHA-256 of the httpOnly cookie of the browser that booked as a visitor; null for an account's booking. */
    browserTokenHash: text('browser_token_hash'),
    /** SHA-256 of the token the confirmation message's link carries (?access=). */
    accessTokenHash: text('access_token_hash'),
    /** Set when something needs an operator, e.g. a payment that arrived after the hold ended. */
    needsAttention: boolean('needs_attention').notNull().default(false),
    attentionReason: text('attention_reason'),
    /** What a change that raised a card-paid booking's price left to pay by card, whole naira; 0 when settled. */
    balanceDue: integer('balance_due').notNull().default(0),
    /** What a change that lowered a card-paid booking's price owes back to the card, whole naira; 0 when settled. */
    refundOwed: integer('refund_owed').notNull().default(0),
    /** What changes kept of the non-refundable nights they dropped (the cancellation rule), whole naira. */
    changeCharge: integer('change_charge').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    index('bookings_browser_idx').on(t.browserTokenHash),
    index('bookings_attention_idx')
      .on(t.updatedAt)
      .where(sql`${t.needsAttention}`),
    index('bookings_user_idx').on(t.userId, t.checkInDate),
    index('bookings_property_idx').on(t.propertyId, t.checkInDate),
    index('bookings_hold_idx').on(t.status, t.holdExpiresAt),
    // The reservations desk lists the bookings a change left unsettled: a balance to collect or a refund to make.
    index('bookings_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.balanceDue} > 0 or ${t.refundOwed} > 0`),
    // The reservations desk finds bookings by e-mail prefix and by stay dates, newest first by default.
    index('bookings_guest_email_idx').using('btree', sql`lower(${t.guestEmail}) text_pattern_ops`),
    index('bookings_check_in_idx').on(t.checkInDate),
    index('bookings_created_idx').on(t.createdAt),
    // Partners pull a property's bookings changed since a time, oldest change first (docs/partner-api.md).
    index('bookings_property_updated_idx').on(t.propertyId, t.updatedAt, t.id),
    check('bookings_dates_check', sql`${t.checkOutDate} > ${t.checkInDate}`),
    check(
      'bookings_settlement_check',
      sql`${t.balanceDue} >= 0 and ${t.refundOwed} >= 0 and ${t.changeCharge} >= 0 and (${t.balanceDue} = 0 or ${t.refundOwed} = 0)`,
    ),
  ],
);

/**
 * A browser's short-lived right to manage one booking, granted after a code sent to the booking's e-mail or phone.
 * Only the token's SHA-256 is kept; the browser holds the token in an httpOnly cookie.
 */
export const bookingGrants = pgTable(
  'booking_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The e-mail or phone (normalised) the code went to. */
    address: text('address').notNull(),
    /** Moves forward with each use, up to absoluteExpiresAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_grants_booking_idx').on(t.bookingId), index('booking_grants_expires_idx').on(t.expiresAt)],
);

export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomCategoryId: uuid('room_category_id')
      .notNull()
      .references(() => roomCategories.id, { onDelete: 'restrict' }),
    roomName: text('room_name').notNull(),
    numberOfRooms: smallint('number_of_rooms').notNull(),
    /** Whole naira per room per night. */
    pricePerNight: integer('price_per_night').notNull(),
    discountedPricePerNight: integer('discounted_price_per_night').notNull(),
    /** loyalty-{tier}, nonRefundable, other, or null. */
    discountReason: text('discount_reason'),
    nonRefundable: boolean('non_refundable').notNull().default(false),
    /** Each night's prices when they differ from night to night; null = every night at the prices above. */
    nightlyPrices: jsonb('nightly_prices').$type<BookedNight[]>(),
  },
  (t) => [index('booking_rooms_booking_idx').on(t.bookingId)],
);

export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
  },
  (t) => [index('booking_guests_booking_idx').on(t.bookingId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'flutterwave' or 'sandbox'. */
    provider: text('provider').notNull(),
    txRef: text('tx_ref').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: paymentStatus('status').notNull().default('initiated'),
    paymentUrl: text('payment_url'),
    /** booking: the booking's price, confirming it; balance: what a change left due on a confirmed, paid booking. */
    purpose: text('purpose', { enum: ['booking', 'balance'] })
      .notNull()
      .default('booking'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_tx_ref_key').on(t.txRef),
    // One provider transaction can pay one attempt only, however often it is reported.
    uniqueIndex('payments_provider_transaction_key').on(t.provider, t.providerTransactionId),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

/** Transactions of the local sandbox checkout, read back by id as Flutterwave's verify endpoint would answer. */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 7_000_001 }),
    txRef: text('tx_ref').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** successful, failed or cancelled, as Flutterwave names them. */
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_transactions_tx_ref_idx').on(t.txRef)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for reviews imported with the catalogue. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    overall: smallint('overall').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    comfort: smallint('comfort').notNull(),
    location: smallint('location').notNull(),
    facilities: smallint('facilities').notNull(),
    staff: smallint('staff').notNull(),
    value: smallint('value').notNull(),
    title: text('title').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    index('reviews_property_idx').on(t.propertyId, t.createdAt),
    check(
      'reviews_scores_check',
      sql`${t.overall} between 1 and 10 and ${t.cleanliness} between 1 and 10 and ${t.comfort} between 1 and 10 and ${t.location} between 1 and 10 and ${t.facilities} between 1 and 10 and ${t.staff} between 1 and 10 and ${t.value} between 1 and 10`,
    ),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /**
   * Random token of the unsubscribe link in every newsletter mail. Kept as is (not hashed) so that every mail, old
   * or new, carries a link that works; it can only ever unsubscribe this one address.
   */
  unsubscribeToken: text('unsubscribe_token')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
});

/** Refund requests sent to the card provider for paid bookings cancelled in the free window. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** Whole naira. */
    amount: integer('amount').notNull(),
    /** requested (the provider accepted it), failed (to be retried by an operator). */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_payment_key').on(t.paymentId), index('refunds_booking_idx').on(t.bookingId)],
);

/** Profile pictures, resized by the server, so every server behind the load balancer can serve them. */
export const profilePictures = pgTable('profile_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  message: text('message').notNull(),
  /** The language the form was sent in; a reply from the desk is framed in it. */
  locale: text('locale').notNull().default('en'),
  status: contactStatus('status').notNull().default('new'),
  createdAt: createdAt(),
});

/** Replies staff sent to a contact message from the desk; each one also goes out by e-mail through the outbox. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.contactMessageId, t.createdAt)],
);

/** Messages to send (codes, links, confirmations); delivered by SMTP, Termii or the server log. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: deliveryChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull().default('en'),
    subject: text('subject'),
    body: text('body').notNull(),
    payload: jsonb('payload'),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When the message may be tried (again): now for a new one; after a failure, later by a doubling wait; while one
     * server is sending it, the end of that server's lease (so a server stopped mid-send leaves it to another).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_outbox_recipient_idx').on(t.recipient, t.createdAt),
    // A booking's messages (the reservations desk), which carry its id in the payload.
    index('notification_outbox_booking_idx').using('btree', sql`(${t.payload} ->> 'bookingId')`),
  ],
);

/**
 * What staff did at the reservations desk, one row per action: who, what, to which booking, the booking's state
 * before and after, the reason given, and when. Rows are only ever added.
 */
export const deskAudit = pgTable(
  'desk_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the staff member's account is deleted; the name and e-mail below stay. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    /** The booking acted on; null for an action on a contact message. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('desk_audit_booking_idx').on(t.bookingId, t.createdAt),
    index('desk_audit_contact_idx').on(t.contactMessageId, t.createdAt),
    check('desk_audit_subject_check', sql`${t.bookingId} is not null or ${t.contactMessageId} is not null`),
  ],
);

/**
 * Every authenticated partner API call, one row each: the key, the action, the property, what a write found and left
 * (the import's changes, the nights before and after), and the answer's status. Rows are only ever added.
 */
export const partnerAudit = pgTable(
  'partner_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => partnerKeys.id, { onDelete: 'cascade' }),
    /** e.g. 'catalogue.import', 'property.put', 'ari.set', 'ari.read', 'bookings.read'. */
    action: text('action').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_audit_partner_idx').on(t.partnerId, t.createdAt),
    index('partner_audit_property_idx').on(t.propertyId, t.createdAt),
  ],
);

/**
 * What guests did to a booking after it was made, one row per change: a change of dates, rooms, party or lead guest,
 * or a cancellation; who did it (the account, or the guest holding the booking's cookie or a manage code), the
 * booking before and after, and when. Desk actions are kept in desk_audit. Rows are only ever added.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'changed' or 'cancelled'. */
    kind: text('kind').notNull(),
    /** The signed-in account that made it; null for a guest without one (booking cookie or manage code). */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's e-mail at the time, or null for a guest without an account. */
    byEmail: text('by_email'),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_changes_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Facts about this database itself, such as the instance id that cache keys carry. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
