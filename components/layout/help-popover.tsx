'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { DeferredPartProps } from '@/components/ui/deferred';
import { CloseIcon } from '@/components/ui/icons';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export interface SupportLine {
  href: string;
  /** The number as people read it. */
  display: string;
}

/** Guest support's two WhatsApp chat lines, above the floating help button. */
function HelpPopover({ trigger, lines }: DeferredPartProps & { lines: SupportLine[] }) {
  const t = useTranslations('common.help');
  const titleId = useId();
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent side="top" align="end" aria-labelledby={titleId} className="w-72">
        <div className="flex items-start justify-between gap-2">
          <p id={titleId} className="font-bold">
            {t('title')}
          </p>
          <PopoverClose
            aria-label={t('close')}
            className="-me-1 -mt-1 rounded-full p-1 hover:bg-gray-100 dark:hover:bg-night-800"
          >
            <CloseIcon className="size-4" />
          </PopoverClose>
        </div>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t('text')}</p>
        <ul className="mt-3 space-y-2">
          {lines.map((line) => (
            <li key={line.href}>
              <a
                href={line.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('line', { number: line.display })}
                className="flex items-center gap-3 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm font-semibold text-emerald-900 hover:bg-emerald-100 dark:bg-emerald-950/60 dark:text-emerald-100 dark:hover:bg-emerald-900/60"
              >
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                  fill="currentColor"
                >
                  <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3Z" />
                </svg>
                <span dir="ltr">{line.display}</span>
              </a>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

export default HelpPopover;
