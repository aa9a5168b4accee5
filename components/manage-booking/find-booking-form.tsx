'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CodeStep } from '@/components/auth/code-step';
import { isolate } from '@/components/auth/isolate';
import { useCountdown } from '@/components/auth/use-countdown';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useLocalePath } from '@/i18n/use-locale-path';
import { formatPhoneDisplay } from '@/lib/phone';
import type { FindBookingValues } from '@/lib/validation/manage-booking';

const loadSchema = () => import('@/lib/validation/manage-booking').then((m) => m.findBookingSchema);

/**
 * Opens a booking without an account: its reference and the e-mail or phone on it ask for a code, and the code opens
 * the booking for this browser. What the server says is the same whether or not the details match a booking.
 */
export function FindBookingForm({ reference = '' }: { reference?: string }) {
  const t = useTranslations('manage');
  const router = useRouter();
  const toPath = useLocalePath();
  const countdown = useCountdown();
  const [sent, setSent] = useState<FindBookingValues | null>(null);
  const [opened, setOpened] = useState(false);
  const form = useZodForm(loadSchema, { defaultValues: { reference, contact: '' } });

  async function send(values: FindBookingValues) {
    const answer = await submitJson('/api/manage-booking/code', values, {
      loading: t('sending'),
      error: t('failed'),
      form,
    });
    if (!answer.ok) return;
    setSent(values);
    countdown.start();
  }

  const field = (name: 'reference' | 'contact') => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: props }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            <Input
              dir="ltr"
              autoComplete={name === 'contact' ? 'email' : 'off'}
              autoCapitalize={name === 'reference' ? 'characters' : 'none'}
              spellCheck={false}
              maxLength={name === 'reference' ? 40 : 254}
              className={name === 'reference' ? 'uppercase tracking-widest' : undefined}
              {...props}
              onChange={(e) => {
                // A code belongs to the details it was sent for; other details need a new one.
                if (sent) setSent(null);
                props.onChange(e);
              }}
            />
          </FormControl>
          <FormDescription>{t(`${name}Hint`)}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <div>
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-4">
          {field('reference')}
          {field('contact')}
          {!sent && (
            <SubmitButton className="w-full sm:w-auto" pending={form.formState.isSubmitting}>
              {t('sendCode')}
            </SubmitButton>
          )}
        </form>
      </Form>
      {sent && (
        <CodeStep
          intro={
            <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
              {t('codeSentTo', {
                reference: isolate(sent.reference),
                contact: isolate(sent.contact.includes('@') ? sent.contact : formatPhoneDisplay(sent.contact)),
              })}
            </p>
          }
          submitLabel={t('openBooking')}
          sending={form.formState.isSubmitting}
          locked={opened}
          remaining={countdown.remaining}
          onResend={() => void send(sent)}
          onCode={async (otp, codeForm) => {
            const answer = await submitJson(
              '/api/manage-booking/open',
              { ...sent, otp },
              { loading: t('opening'), error: t('failed'), form: codeForm },
            );
            if (!answer.ok) return;
            setOpened(true);
            router.push(toPath(`/manage-booking/${String(answer.data.bookingId)}`));
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
