'use client';

import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { useKeyboardOpenFocus, type DeferredPartProps } from '@/components/ui/deferred';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from '@/components/ui/link';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { SETTINGS_TABS, settingsTabHref, settingsTabKey } from './more-links';
import { MoreSectionsList } from './more-sections-list';

/** Wide screens get the hover menu; below this the menu fills the screen (spec: mobile break 768px). */
const WIDE = '(min-width: 768px)';
/** Time for the pointer to travel from the avatar to the menu before a hover-opened menu closes. */
const HOVER_CLOSE_MS = 250;

type Props = DeferredPartProps & {
  /** Avatar, name and membership, shown at the top of the phone menu. */
  summary: ReactNode;
};

/** The signed-in user's menu: the settings tabs and Logout (and on phones the 'More' links) behind the avatar. */
function UserMenuPanel(props: Props) {
  const wide = useMediaQuery(WIDE, true);
  return wide ? <HoverMenu {...props} /> : <FullScreenMenu {...props} />;
}

/** True for staff: their menu leads to the reservations desk (no one else's shows it). */
function useStaff() {
  return Boolean(useAuth().user?.staff);
}

function useLogout() {
  const { logout } = useAuth();
  const t = useTranslations('onboarding');
  return () => void logout(t('loggedOut'));
}

/** On wide screens: a menu that opens on hover (spec) as well as on a press or from the keyboard. */
function HoverMenu({ trigger, openedBy }: Props) {
  const t = useTranslations('common');
  const logout = useLogout();
  const staff = useStaff();
  const [open, setOpen] = useState(true);
  // While the pointer opened the menu, it is a preview: it neither takes nor gives back the focus.
  const byHover = useRef(openedBy === 'hover');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onOpenAutoFocus = useKeyboardOpenFocus(openedBy);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const pointIn = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) {
      byHover.current = true;
      setOpen(true);
    }
  };
  const pointOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !byHover.current) return;
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };

  return (
    <DropdownMenu
      open={open}
      modal={false}
      onOpenChange={(next) => {
        clearTimeout(closeTimer.current);
        byHover.current = false;
        setOpen(next);
      }}
    >
      <DropdownMenuTrigger
        asChild
        onPointerEnter={pointIn}
        onPointerLeave={pointOut}
        onPointerDown={(event) => {
          // A click on an avatar whose menu the hover already opened keeps it open, as a menu the visitor chose.
          if (event.pointerType === 'mouse' && open && byHover.current) {
            event.preventDefault();
            byHover.current = false;
          }
        }}
      >
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-60"
        onPointerEnter={pointIn}
        onPointerLeave={pointOut}
        onOpenAutoFocus={(event) => {
          if (byHover.current) event.preventDefault();
          else onOpenAutoFocus(event);
        }}
        onCloseAutoFocus={(event) => {
          if (byHover.current) event.preventDefault();
        }}
      >
        <DropdownMenuLabel>{t('settingsTabs.title')}</DropdownMenuLabel>
        {SETTINGS_TABS.map((tab) => (
          <DropdownMenuItem key={tab} asChild>
            <Link href={settingsTabHref(tab)}>{t(`settingsTabs.${settingsTabKey(tab)}`)}</Link>
          </DropdownMenuItem>
        ))}
        {staff ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link href="/desk">{t('nav.desk')}</Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={logout}>
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const linkClass = 'block rounded-lg px-3 py-3 text-base font-medium hover:bg-gray-100 dark:hover:bg-night-800';

/** On phones: a full-screen menu with the settings tabs, Logout and the 'More' links. */
function FullScreenMenu({ trigger, openedBy, summary }: Props) {
  const t = useTranslations('common');
  const logout = useLogout();
  const staff = useStaff();
  const [open, setOpen] = useState(openedBy !== 'hover');
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="end"
        closeLabel={t('nav.closeMenu')}
        aria-describedby={undefined}
        className="w-full max-w-none"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
        }}
      >
        <div className="flex h-14 shrink-0 items-center px-5">
          <SheetTitle className="text-base">{t('settingsTabs.title')}</SheetTitle>
        </div>
        <div className="flex flex-1 flex-col gap-5 px-4 pb-8">
          {summary}
          <nav aria-label={t('settingsTabs.title')}>
            <Link href="/hotel/liked" className={linkClass}>
              {t('nav.liked')}
            </Link>
            {SETTINGS_TABS.map((tab) => (
              <Link key={tab} href={settingsTabHref(tab)} className={linkClass}>
                {t(`settingsTabs.${settingsTabKey(tab)}`)}
              </Link>
            ))}
            {staff ? (
              <Link href="/desk" className={linkClass}>
                {t('nav.desk')}
              </Link>
            ) : null}
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                logout();
              }}
              className="block w-full rounded-lg px-3 py-3 text-start text-base font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-night-800"
            >
              {t('nav.logout')}
            </button>
          </nav>
          <nav aria-label={t('more.title')} className="border-t border-gray-200 pt-4 dark:border-night-700">
            <MoreSectionsList
              t={t as (key: string) => string}
              itemClass={linkClass}
              sectionClass="mb-3"
              pendingClass="px-3 py-3 text-base"
            />
          </nav>
        </div>
      </SheetContent>
    </Sheet>
  );
}

export default UserMenuPanel;
