'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ContactReplyValues } from '@/lib/validation/desk-actions';

const loadSchema = () => import('@/lib/validation/desk-actions').then((m) => m.contactReplyForm);

/** The desk's reply to a contact message: sent by e-mail through the outbox, then the page shows it. */
export function ContactReplyForm({ messageId, email }: { messageId: string; email: string }) {
  const t = useTranslations('desk.messages');
  const router = useRouter();
  const form = useZodForm(loadSchema, { defaultValues: { body: '' } });

  async function send(values: ContactReplyValues) {
    const answer = await submitJson(
      `/api/desk/messages/${messageId}`,
      { action: 'reply', ...values },
      { loading: t('sending'), error: t('failed'), form },
    );
    if (!answer.ok) return;
    form.reset();
    router.refresh();
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-3">
        <FormField
          control={form.control}
          name="body"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('replyLabel')}</FormLabel>
              <FormControl>
                <Textarea rows={6} maxLength={5000} {...field} />
              </FormControl>
              <FormDescription>{t('replyHint', { email })}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <SubmitButton pending={form.formState.isSubmitting}>{t('send')}</SubmitButton>
        </div>
      </form>
    </Form>
  );
}
