'use client';

import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';

/**
 * E-mail field and button, checked by the schema the API uses: 'Subscribing...' while the request travels, then the
 * spec's success toast, or the server's message (else the fallback) as an error toast.
 */
export function Newsletter() {
  const t = useTranslations('home');
  const form = useZodForm(() => import('@/lib/validation/newsletter').then((m) => m.newsletterBody), {
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const answer = await submitJson('/api/subscribers/new', values, {
      loading: t('subscribing'),
      success: t('subscribed'),
      error: t('subscribeFailed'),
      form,
    });
    if (answer.ok) form.reset();
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex w-full max-w-md items-start gap-2">
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
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting} className="rounded-full">
          {t('subscribe')}
        </Button>
      </form>
    </Form>
  );
}

export default Newsletter;
