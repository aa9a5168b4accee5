'use client';

import { useTranslations } from 'next-intl';
import { navigateTo } from '@/components/auth/navigate';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useErrorText } from '@/components/ui/use-error-text';

/** 'Invalid Dates': the stay cannot be booked as it is; closing it in any way returns to the hotel page. */
export function InvalidDatesDialog({
  open,
  hotelHref,
  problem,
}: {
  open: boolean;
  hotelHref: string;
  /** The rule's message key: one of the spec's four messages (or the longest-stay rule). */
  problem: string;
}) {
  const t = useTranslations('booking.page.invalidDates');
  const errorText = useErrorText();
  const back = () => navigateTo(hotelHref);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && back()}>
      <DialogContent role="alertdialog" aria-describedby="invalid-dates-text">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription id="invalid-dates-text">{errorText(problem)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={back}>{t('back')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
