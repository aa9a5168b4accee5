'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { DeferredPartProps } from '@/components/ui/deferred';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

/** The side menu: a sheet from the start edge whose content the server rendered; following a link closes it. */
function SideMenuSheet({ trigger, children }: DeferredPartProps & { children: ReactNode }) {
  const t = useTranslations('common.nav');
  const [open, setOpen] = useState(true);
  const closeOnLeave = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a[href], [data-close-menu]')) setOpen(false);
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="start" closeLabel={t('closeMenu')} aria-describedby={undefined} onClick={closeOnLeave}>
        <div className="flex h-14 shrink-0 items-center px-5">
          <SheetTitle className="text-base">{t('menu')}</SheetTitle>
        </div>
        {children}
      </SheetContent>
    </Sheet>
  );
}

export default SideMenuSheet;
