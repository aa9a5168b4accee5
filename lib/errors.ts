import type { Messages } from '@/i18n/messages';

/** A key of the `errors` namespace: what an API error answer's `code` carries and its `message` translates. */
export type ErrorCode = keyof Messages['errors'];
/** A key of the `validation` namespace: what every zod rule's message is, in forms and handlers alike. */
export type ValidationKey = keyof Messages['validation'];
/** Values a message's placeholders are filled with. */
export type TextValues = Record<string, string | number>;

export interface FieldError {
  key: ValidationKey;
  values?: TextValues;
}

/** A failure a client can cause or should be told about: its code, the HTTP status it maps to, and what to fill in. */
export class AppError extends Error {
  readonly values?: TextValues;
  readonly fieldErrors?: Record<string, FieldError[]>;
  /** When to try again, in whole seconds: sent as Retry-After (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    options: { values?: TextValues; fieldErrors?: Record<string, FieldError[]>; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.values = options.values;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
