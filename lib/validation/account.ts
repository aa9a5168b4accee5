import { z } from './zod';
import { personName, storedEmail } from './person';

/** PATCH /api/user/profile: the name. The phone number changes only through its code (phone-code, verify-phone). */
export const profileBody = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
});
export type ProfileValues = z.input<typeof profileBody>;

/** The preferences form: language, theme, paperless, marketing and data saver. */
export const preferencesForm = z.object({
  language: z.enum(['en', 'fr', 'zh', 'ar']),
  theme: z.enum(['light', 'dark']),
  paperlessConfirmations: z.boolean(),
  marketingEmails: z.boolean(),
  dataSaver: z.boolean(),
});

/** PATCH /api/user/preferences: any of the five. */
export const preferencesBody = preferencesForm.partial();
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
  email: storedEmail,
  password: z.string().max(200).optional(),
});
export type DeleteAccountValues = z.input<typeof deleteAccountBody>;
