import 'server-only';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { DESK_PAYMENT_STATES, DESK_STATUSES } from '@/lib/validation/desk';

type Values = Record<string, string>;

const TEXT_FIELDS = [
  { name: 'reference', type: 'text', dir: 'ltr', autoComplete: 'off' },
  { name: 'name', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'text', dir: 'ltr', autoComplete: 'off' },
  { name: 'phone', type: 'tel', dir: 'ltr', autoComplete: 'off' },
  { name: 'property', type: 'text', autoComplete: 'off' },
  { name: 'checkInFrom', type: 'date' },
  { name: 'checkInTo', type: 'date' },
] as const;

/**
 * The desk's search form: a plain GET form, so it works without JavaScript and every search has its own address
 * (which the CSV export repeats). `errors` holds each refused field's message.
 */
export async function BookingFilters({
  values,
  errors,
  action,
  exportHref,
}: {
  values: Values;
  errors: Record<string, string>;
  action: string;
  exportHref: string | null;
}) {
  const t = await getTranslations('desk');
  const field = (name: string) => ({
    id: `desk-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `desk-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`desk-${name}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
        {errors[name]}
      </p>
    ) : null;
  return (
    <form method="get" action={action} className="rounded-2xl border border-gray-200 p-4 dark:border-night-700">
      <fieldset>
        <legend className="mb-3 text-base font-bold">{t('filters.legend')}</legend>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {TEXT_FIELDS.map((f) => (
            <div key={f.name}>
              <Label htmlFor={`desk-${f.name}`} data-error={Boolean(errors[f.name])}>
                {t(`filters.${f.name}`)}
              </Label>
              <Input
                {...field(f.name)}
                type={f.type}
                dir={'dir' in f ? f.dir : undefined}
                autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
                className="mt-1"
              />
              {error(f.name)}
            </div>
          ))}
          <div>
            <Label htmlFor="desk-status" data-error={Boolean(errors.status)}>
              {t('filters.status')}
            </Label>
            <div className="mt-1">
              <Select {...field('status')}>
                <option value="">{t('filters.any')}</option>
                {DESK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            {error('status')}
          </div>
          <div>
            <Label htmlFor="desk-payment" data-error={Boolean(errors.payment)}>
              {t('filters.payment')}
            </Label>
            <div className="mt-1">
              <Select {...field('payment')}>
                <option value="">{t('filters.any')}</option>
                {DESK_PAYMENT_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`payment.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            {error('payment')}
          </div>
        </div>
        {values.sort ? <input type="hidden" name="sort" value={values.sort} /> : null}
        {values.dir ? <input type="hidden" name="dir" value={values.dir} /> : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonVariants()}>
            {t('filters.search')}
          </button>
          <a href={action} className={buttonVariants({ variant: 'ghost' })}>
            {t('filters.clear')}
          </a>
          {exportHref ? (
            <a href={exportHref} className={buttonVariants({ variant: 'secondary' })} download>
              {t('filters.export')}
            </a>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
