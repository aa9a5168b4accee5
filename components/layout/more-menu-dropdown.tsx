'use client';

import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { useKeyboardOpenFocus, type DeferredPartProps } from '@/components/ui/deferred';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from '@/components/ui/link';
import { MORE_SECTIONS } from './more-links';

/** The top bar's 'More' menu: loyalty and listing, help and support, settings pages. */
function MoreMenuDropdown({ trigger, openedBy }: DeferredPartProps) {
  const t = useTranslations('common');
  const onOpenAutoFocus = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" onOpenAutoFocus={onOpenAutoFocus}>
        {MORE_SECTIONS.map((section, i) => (
          <Fragment key={section.title ?? i}>
            {i > 0 && <DropdownMenuSeparator />}
            <DropdownMenuGroup>
              {section.title && <DropdownMenuLabel>{t(`more.${section.title}`)}</DropdownMenuLabel>}
              {section.links.map((link) =>
                !link.href ? (
                  <DropdownMenuItem key={link.key} disabled className="justify-between">
                    {t(`more.${link.key}`)}
                    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-[11px] font-semibold dark:bg-night-800">
                      {t('more.comingSoon')}
                    </span>
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem key={link.key} asChild>
                    {link.external ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {t(`more.${link.key}`)} <span className="sr-only">{t('nav.opensNewTab')}</span>
                      </a>
                    ) : (
                      <Link href={link.href}>{t(`more.${link.key}`)}</Link>
                    )}
                  </DropdownMenuItem>
                ),
              )}
            </DropdownMenuGroup>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export default MoreMenuDropdown;
