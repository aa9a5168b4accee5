import { AUTH_MESSAGE_KEYS } from '@/lib/validation/auth-forms';

/** A translator over the whole message tree, as next-intl's getTranslations() and createTranslator() give. */
export interface Translate {
  (key: string): string;
  raw(key: string): unknown;
  has(key: string): boolean;
}

/** A message; templates come raw, since the client fills in {seconds} and {address}. */
export function textOf(t: Translate, key: string, template = false): string {
  return template ? String(t.raw(key)) : t(key);
}

const onboardingKeys = [
  'signIn',
  'guestLoginTitle',
  'guestLoginSubtitle',
  'createGuestAccount',
  'signUpSubtitle',
  'backToLogin',
  'forgotPassword',
  'whatsappCode',
  'emailCode',
  'createAccount',
  'verify',
  'verified',
  'loading',
  'loadingShort',
  'loginSuccessful',
  'somethingWentWrong',
  'failedToSendCode',
  'invalidCode',
  'codeSent',
  'emailVerified',
  'signUpSuccessful',
  'sendCode',
  'resendCode',
  'whatsappCodeSubtitle',
  'emailCodeSubtitle',
  'orSignInWithCode',
  'verifyEmailTitle',
  'forgotPasswordSubtitle',
  'resetPassword',
  'resetPasswordSubtitle',
  'resetLinkMissing',
  'requestNewCode',
  'pauseSlideshow',
  'playSlideshow',
] as const;
const templateKeys = ['resendIn', 'codeSentTo'] as const;
const fieldKeys = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'newPassword',
  'otp',
  'showPassword',
  'hidePassword',
] as const;
const dialogKeys = ['ok', 'close', 'verifyInfoTitle', 'verifyInfoText'] as const;

type Texts<K extends readonly string[]> = Record<K[number], string>;

function pick<K extends readonly string[]>(keys: K, text: (key: K[number]) => string): Texts<K> {
  return Object.fromEntries(keys.map((k) => [k, text(k)])) as Texts<K>;
}

/** Every text the auth forms show, resolved on the server: the client has no message catalogue. */
export interface AuthTexts extends Texts<typeof onboardingKeys> {
  /** Templates with {seconds} and {address}. */
  templates: Texts<typeof templateKeys>;
  fields: Texts<typeof fieldKeys>;
  dialog: Texts<typeof dialogKeys>;
  validation: Texts<typeof AUTH_MESSAGE_KEYS>;
}

export function buildAuthTexts(t: Translate): AuthTexts {
  return {
    ...pick(onboardingKeys, (k) => textOf(t, `onboarding.${k}`)),
    templates: pick(templateKeys, (k) => textOf(t, `onboarding.${k}`, true)),
    fields: pick(fieldKeys, (k) => textOf(t, `onboarding.fields.${k}`)),
    dialog: pick(dialogKeys, (k) => textOf(t, `modal_texts.${k}`)),
    validation: pick(AUTH_MESSAGE_KEYS, (k) => textOf(t, `validation.${k}`)),
  };
}

/** Keeps an e-mail address or a +234 number in one piece inside right-to-left text. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
