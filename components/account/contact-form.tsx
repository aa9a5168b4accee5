'use client';

import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { contactFormSchema, ContactFormValues } from '@/lib/validation/contact';
import type { z } from 'zod';

type Field = keyof ContactFormValues;
const LABEL: Record<Field, 'firstName' | 'lastName' | 'emailAddress' | 'phone' | 'message'> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'emailAddress',
  phoneNumber: 'phone',
  message: 'message',
};

/** The contact form: first and last name, e-mail, optional phone (10-11 digits) and message, with its toasts. */
export function ContactForm() {
  const t = useTranslations('common.contact');
  const toasts = useTranslations('account.contact');
  const form = useZodForm(() => import('@/lib/validation/contact').then((m) => m.contactFormSchema), {
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' },
  });

  async function send(values: z.output<typeof contactFormSchema>) {
    const answer = await submitJson(
      '/api/forms/new',
      {
        fullName: `${values.firstName} ${values.lastName}`,
        email: values.email,
        phoneNumber: values.phoneNumber ?? '',
        message: values.message,
      },
      { loading: toasts('sending'), success: toasts('sent'), error: toasts('failed'), form },
    );
    if (answer.ok) form.reset();
  }

  const field = (name: Field, props: { type?: string; autoComplete?: string; dir?: 'ltr'; wide?: boolean } = {}) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <FormItem className={props.wide ? 'sm:col-span-2' : undefined}>
          <FormLabel>{t(LABEL[name])}</FormLabel>
          <FormControl>
            {name === 'message' ? (
              <Textarea rows={5} {...f} value={f.value ?? ''} />
            ) : (
              <Input type={props.type} autoComplete={props.autoComplete} dir={props.dir} {...f} value={f.value ?? ''} />
            )}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(send)}
        noValidate
        aria-labelledby="contact-form-title"
        className="mt-6 grid gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2 dark:border-night-700"
      >
        <h2 id="contact-form-title" className="text-lg font-bold sm:col-span-2">
          {t('formTitle')}
        </h2>
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('email', { type: 'email', autoComplete: 'email', dir: 'ltr' })}
        {field('phoneNumber', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}
        {field('message', { wide: true })}
        <div className="sm:col-span-2">
          <SubmitButton pending={form.formState.isSubmitting} pendingText={toasts('sending')}>
            {t('send')}
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
