'use client';

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

export interface InvalidDatesTexts {
  title: string;
  /** One of the spec's four messages (or the longest-stay rule). */
  message: string;
  back: string;
}

/** 'Invalid Dates': the stay cannot be booked as it is; closing it in any way returns to the hotel page. */
export function InvalidDatesDialog({
  open,
  hotelHref,
  texts,
}: {
  open: boolean;
  hotelHref: string;
  texts: InvalidDatesTexts;
}) {
  const back = () => navigateTo(hotelHref);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && back()}>
      <DialogContent role="alertdialog" aria-describedby="invalid-dates-text">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription id="invalid-dates-text">{texts.message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={back}>{texts.back}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
