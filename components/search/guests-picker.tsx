'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { DeferredPartProps } from '@/components/ui/deferred';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Sheet, SheetClose, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { GuestCounters } from './guest-counters';
import type { GuestField } from './search-params';

export interface GuestsPickerProps extends DeferredPartProps {
  values: Record<GuestField, number>;
  onChange: (field: GuestField, value: number) => void;
}

/** From 768 px up the spec's popover under the guests button; on phones a bottom sheet. */
export const WIDE = '(min-width: 768px)';

/**
 * Adults, children and rooms (loaded when the traveller is about to open it). Escape, Done or a click outside
 * closes it and focus goes back to the guests button.
 */
export default function GuestsPicker({ trigger, values, onChange }: GuestsPickerProps) {
  const t = useTranslations('search');
  const wide = useMediaQuery(WIDE, true);
  // Mounted by the first press of the button, so it starts open; kept across a change of screen width.
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const counters = <GuestCounters values={values} onChange={onChange} />;

  if (wide) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent align="start" aria-labelledby={titleId} className="w-[21rem]">
          <p id={titleId} className="font-bold">
            {t('guests')}
          </p>
          {counters}
          <div className="mt-2 flex justify-end">
            <PopoverClose asChild>
              <Button>{t('done')}</Button>
            </PopoverClose>
          </div>
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="bottom" closeLabel={t('close')} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{t('guests')}</SheetTitle>
        </SheetHeader>
        <div className="px-4">{counters}</div>
        <div className="flex justify-end p-4">
          <SheetClose asChild>
            <Button>{t('done')}</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
