import { createTranslator } from 'use-intl';
import ar from '@/messages/ar';
import { buildAuthTexts, type Translate } from './auth-texts';
import { texts } from './testing';

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);

it('resolves every text from the messages', () => {
  const all = leaves(texts);
  expect(all.filter((t) => /^(onboarding|modal_texts)\./.test(t) || !t.trim())).toEqual([]);
  expect(texts.guestLoginTitle).toBe('Sign in to Guest Account');
  expect(texts.dialog.verifyInfoTitle).toBe('Verify Your Information');
  expect(texts.validation.emailRequiredToVerify).toBe('Email is required to verify');
  expect(texts.templates.resendIn).toBe('Resend code in {seconds}s');
  expect(texts.templates.resendIn).not.toContain('onboarding.');
});

it('translates what the message files have', () => {
  const t = buildAuthTexts(createTranslator({ locale: 'ar', messages: ar }) as unknown as Translate);
  expect(t.signIn).toBe(ar.onboarding.signIn);
  expect(t.validation.otpLength).toBe(ar.validation.otpLength);
});
