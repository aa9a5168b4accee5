import { AUTH_MESSAGE_KEYS } from '@/lib/validation/auth-forms';
import { STAY_SCREENS, stayMessageKeys } from '@/lib/validation/stay-screens';
import type { MessagePath } from './pick-messages';

/**
 * The messages the client components of each layout segment use (`useTranslations`), handed to them by that
 * segment's provider (ClientIntl). A segment's provider replaces the one above it, so each list names everything the
 * client parts inside it say, the ones on every page included.
 */

/** Client parts found on pages of every kind: the search bar, the hearts on cards, and what they report. */
const everyPage = [
  'search',
  'common.guests',
  'common.nav',
  'hotel.like',
  'hotel.unlike',
  'hotel.signInToSave',
  'validation.locationRequired',
  'validation.guestsRequired',
  'validation.fieldTooLong',
  ...stayMessageKeys(STAY_SCREENS.searchBar).map((key) => `validation.${key}` as const),
] as const satisfies readonly MessagePath[];

/**
 * Protected pages, and the page frame (AuthProvider) for a protected page's link that lands on the sign-in page once its
 * session has ended: the dialog shown when the session ends while one is open.
 */
const sessionExpired = [
  'modal_texts.sessionExpiredTitle',
  'modal_texts.sessionExpiredText',
  'modal_texts.ok',
] as const satisfies readonly MessagePath[];

/** The page frame every page has (menus, help, toaster, review reminder, error page) and home. */
const pageFrame = [
  ...everyPage,
  ...sessionExpired,
  'common.more',
  'common.language',
  'common.currency',
  'common.help',
  'common.toast',
  'common.settingsTabs',
  'common.error',
  'common.membership',
  'common.sidebar',
  'onboarding.loggedOut',
  'onboarding.welcomeBack',
  'onboarding.googleError',
  'onboarding.googleSignUpError',
  'onboarding.slideshow',
  'onboarding.pauseSlideshow',
  'onboarding.playSlideshow',
  'account.reminder',
  'home.newsletterLabel',
  'home.newsletterPlaceholder',
  'home.subscribe',
  'home.subscribing',
  'home.subscribed',
  'home.subscribeFailed',
  'validation.emailAddressRequired',
  'validation.invalidEmailAddress',
] as const satisfies readonly MessagePath[];

export const clientMessages = {
  /** The root layout: the page frame (menus, help, toaster, review reminder, error page) and home. */
  site: pageFrame,
  /** A booking's confirmation: the page frame and the button that pays a balance a change left. */
  confirmation: [...pageFrame, 'account.bookings', 'offline.notice'],
  /** Sign-in, registration and recovery. */
  auth: [
    ...everyPage,
    'common.language',
    'onboarding',
    'modal_texts.ok',
    'modal_texts.close',
    'modal_texts.verifyInfoTitle',
    'modal_texts.verifyInfoText',
    ...AUTH_MESSAGE_KEYS.map((key) => `validation.${key}` as const),
  ],
  /** A hotel's page: its gallery, rooms and stay form. */
  hotel: [...everyPage, 'hotel', 'common.card', 'amenities', 'validation'],
  /**
   * The booking page: the stay and its prices (asked for by the browser), the guest's details, payment and the dialogs
   * about the stay, and the code step that confirms the e-mail or phone of a big stay paid at the property.
   */
  booking: [
    ...everyPage,
    'booking.form',
    'booking.payment',
    'booking.page',
    'booking.nightly',
    'hotel.discount',
    'common.membership',
    'modal_texts',
    'validation',
    'onboarding.fields',
    'onboarding.loading',
    'onboarding.resendIn',
    'onboarding.resendCode',
    'onboarding.verify',
    'onboarding.codeSentTo',
    'onboarding.failedToSendCode',
    'onboarding.invalidCode',
  ],
  /** The guest's account: settings, bookings, changes, reviews and favourites. */
  account: [
    ...everyPage,
    ...sessionExpired,
    'account',
    'booking.nightly',
    'common.language',
    'common.membership',
    'onboarding',
    'modal_texts.close',
    'offline.notice',
    'validation',
  ],
  /** The contact page's form. */
  contact: [...everyPage, 'common.contact', 'account.contact', 'validation'],
  /** Managing a booking without an account: the code steps, the change form and the cancel dialog. */
  manage: [
    ...everyPage,
    'manage',
    'account.modify',
    'account.bookings',
    'booking.nightly',
    'onboarding.fields',
    'onboarding.loading',
    'onboarding.resendIn',
    'onboarding.resendCode',
    'offline.notice',
    'validation',
  ],
  /** The reservations desk: its action dialogs and the reply to a contact message. */
  desk: [...everyPage, ...sessionExpired, 'desk.actions', 'desk.messages', 'validation'],
  /** The newsletter's unsubscribe page. */
  newsletter: [...everyPage, 'account.unsubscribe'],
} as const satisfies Record<string, readonly MessagePath[]>;

export type ClientSegment = keyof typeof clientMessages;
