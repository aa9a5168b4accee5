'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { DeferredPartProps } from '@/components/ui/deferred';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { todayInLagos } from '@/lib/dates';
import { useBookingHorizon } from './booking-horizon';
import { DateRangeCalendar } from './date-range-calendar';

export interface DatesPickerProps extends DeferredPartProps {
  checkIn: string;
  checkOut: string;
  onChange: (checkIn: string, checkOut: string) => void;
}

/**
 * The dates dialog (loaded when the traveller is about to open it): a range calendar, two months from 768 px.
 * Focus stays inside, Escape closes, and focus goes back to the dates button.
 */
export default function DatesPicker({ trigger, checkIn, checkOut, onChange }: DatesPickerProps) {
  const t = useTranslations('search');
  const locale = useLocale();
  const horizonDays = useBookingHorizon();
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        closeLabel={t('close')}
        aria-describedby={undefined}
        className="w-auto max-w-[calc(100vw-1rem)] gap-3 p-4 sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>{t('dates')}</DialogTitle>
        </DialogHeader>
        <DateRangeCalendar
          locale={locale}
          checkIn={checkIn}
          checkOut={checkOut}
          today={todayInLagos()}
          horizonDays={horizonDays}
          onChange={onChange}
        />
        <DialogFooter>
          <Button variant="ghost" onClick={() => onChange('', '')}>
            {t('clearDates')}
          </Button>
          <DialogClose asChild>
            <Button>{t('done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
