import type { ValidationKey } from '@/lib/errors';
import validationTexts from '@/messages/en/validation.json';

/** A zod rule's message: a key of the `validation` namespace (checked by the compiler), translated where it is shown. */
export const rule = (key: ValidationKey) => key;

/** True when a schema's message is a key of the `validation` namespace. */
export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(validationTexts, value);
}
