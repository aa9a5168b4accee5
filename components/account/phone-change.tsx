'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PHONE_PATTERN } from '@/lib/phone';
import { useErrorText } from '@/components/ui/use-error-text';

/** The account's phone number; a new one is kept only once the code sent to it is entered. */
export function PhoneChange({ phoneNumber, verified }: { phoneNumber: string | null; verified: boolean }) {
  const t = useTranslations('account.profile');
  const errorText = useErrorText();
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'view' | 'number' | 'code'>('view');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function sendCode() {
    const compact = phone.replace(/[\s\-().]/g, '');
    if (!PHONE_PATTERN.test(compact)) return setError(errorText('phoneInvalid'));
    setError(null);
    setPending(true);
    const answer = await submitJson('/api/user/phone-code', { phoneNumber: compact }, { error: t('codeFailed') });
    setPending(false);
    if (answer.ok) setStep('code');
  }

  async function verify() {
    if (!/^\d{6}$/.test(code.trim())) return setError(errorText('otpLength'));
    setError(null);
    setPending(true);
    const answer = await submitJson(
      '/api/user/verify-phone',
      { phoneNumber: phone.replace(/[\s\-().]/g, ''), otp: code.trim() },
      { error: t('codeInvalid') },
    );
    setPending(false);
    if (answer.ok) {
      setStep('view');
      setPhone('');
      setCode('');
      router.refresh();
    }
  }

  return (
    // The sign-up's "verify your phone" prompt links here (#phone).
    <div id="phone" className="scroll-mt-28 rounded-2xl border border-gray-200 p-5 dark:border-night-700">
      <h3 className="font-bold">{t('phone')}</h3>
      <p className="mt-1 text-sm">
        <span dir="ltr">{phoneNumber ?? '—'}</span>
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {phoneNumber && (verified ? t('phoneVerified') : t('phoneUnverified'))}
      </p>
      {step === 'view' ? (
        <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => setStep('number')}>
          {t('changePhone')}
        </Button>
      ) : (
        <div className="mt-3 grid max-w-sm gap-2">
          <Label htmlFor="new-phone">{t('newPhone')}</Label>
          <Input
            id="new-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            value={phone}
            disabled={step === 'code'}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={Boolean(error) && step === 'number'}
          />
          {step === 'code' && (
            <>
              <Label htmlFor="phone-code">{t('code')}</Label>
              <Input
                id="phone-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={Boolean(error)}
              />
            </>
          )}
          {error && (
            <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {step === 'number' ? (
              <Button type="button" size="sm" pending={pending} onClick={sendCode}>
                {t('sendCode')}
              </Button>
            ) : (
              <Button type="button" size="sm" pending={pending} onClick={verify}>
                {t('verifyPhone')}
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setStep('view');
                setError(null);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
