'use client';

import { useTranslations } from 'next-intl';
import type { DeferredPartProps } from '@/components/ui/deferred';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** The note that every price is in naira. */
function CurrencyPopover({ trigger }: DeferredPartProps) {
  const t = useTranslations('common.currency');
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" aria-label={t('label')} className="w-60 p-3 text-sm">
        <p>{t('note')}</p>
      </PopoverContent>
    </Popover>
  );
}

export default CurrencyPopover;
