'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';

/** What the visitor did in the page's plain newsletter form (./newsletter) that made this one take over. */
export type NewsletterStart = 'submit';

export interface NewsletterProps {
  defaultEmail?: string;
  startWith?: NewsletterStart;
}

/**
 * E-mail field and button, checked by the schema the API uses: 'Subscribing...' while the request travels, then the
 * spec's success toast, or the server's message (else the fallback) as an error toast.
 */
export function Newsletter({ defaultEmail = '', startWith }: NewsletterProps) {
  const t = useTranslations('home');
  const form = useZodForm(() => import('@/lib/validation/newsletter').then((m) => m.newsletterBody), {
    defaultValues: { email: defaultEmail },
  });
  const formRef = useRef<HTMLFormElement>(null);

  // Taking over from the plain form: the address is checked and sent as the visitor asked.
  const startRef = useRef(startWith);
  useEffect(() => {
    if (startRef.current === 'submit') formRef.current?.requestSubmit();
  }, [form]);
  const submit = form.handleSubmit(async (values) => {
    const answer = await submitJson('/api/subscribers/new', values, {
      loading: t('subscribing'),
      success: t('subscribed'),
      error: t('subscribeFailed'),
      form,
    });
    if (answer.ok) form.reset({ email: '' });
  });
  return (
    <Form {...form}>
      <form ref={formRef} onSubmit={submit} noValidate className="flex w-full max-w-md items-start gap-2">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem className="min-w-0 flex-1">
              <FormLabel className="sr-only">{t('newsletterLabel')}</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder={t('newsletterPlaceholder')}
                  className="h-12 rounded-full px-5"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <SubmitButton size="lg" disabled={form.formState.isSubmitting} className="rounded-full">
          {t('subscribe')}
        </SubmitButton>
      </form>
    </Form>
  );
}

export default Newsletter;
