'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ReviewTarget } from '@/lib/data/reviews';
import { hotelPath } from '@/lib/slug';
import { REVIEW_LIMITS, reviewBody, SUB_SCORES, type ReviewValues } from '@/lib/validation/review';

const SCORES = Array.from({ length: 10 }, (_, i) => i + 1);
type ScoreField = 'overall' | (typeof SUB_SCORES)[number];

/** The review form: overall score and six sub-scores from 1 to 10, a title and the text. */
export function ReviewForm({ target }: { target: ReviewTarget }) {
  const t = useTranslations('account.review');
  const router = useRouter();
  // A star of the reminder opens this page with ?score=1..5; it preselects twice that out of 10.
  const stars = Number(useSearchParams().get('score'));
  const start = Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars * 2 : 8;
  const form = useZodForm(reviewBody, {
    defaultValues: {
      overall: start,
      cleanliness: start,
      comfort: start,
      location: start,
      facilities: start,
      staff: start,
      value: start,
      title: '',
      comment: '',
    },
  });

  async function send(values: ReviewValues) {
    const answer = await submitJson(`/api/reviews/${target.hotel.id}/${target.bookingId}`, values, {
      loading: t('sending'),
      error: t('failed'),
      form,
    });
    if (answer.ok) router.push(`${hotelPath(target.hotel.slug)}#reviews`);
  }

  const score = (name: ScoreField) => (
    <FormField
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(`scores.${name}`)}</FormLabel>
          <FormControl>
            <Select value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}>
              {SCORES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(send)} noValidate className="mt-6 grid gap-5">
        <div className="grid gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2 dark:border-night-700">
          <div className="sm:col-span-2">{score('overall')}</div>
          {SUB_SCORES.map(score)}
        </div>
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('reviewTitle')}</FormLabel>
              <FormControl>
                <Input maxLength={REVIEW_LIMITS.titleMax} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="comment"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('comment')}</FormLabel>
              <FormControl>
                <Textarea rows={6} maxLength={REVIEW_LIMITS.textMax} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <SubmitButton pending={form.formState.isSubmitting} pendingText={t('sending')}>
            {t('submit')}
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
