'use client';

import { deferred } from '@/components/ui/deferred';

// The menus, popovers and side menu of the site's frame: each loads when the visitor reaches for its button.

/** The side menu (a sheet from the start edge) behind the menu button. */
export const SideMenu = deferred(() => import('./side-menu-sheet'), { activation: 'click', popup: 'dialog' });

/** The language menu behind the globe button. */
export const LanguageMenu = deferred(() => import('./language-menu'), { activation: 'press', popup: 'menu' });

/** The note on prices in naira behind the NGN button. */
export const CurrencyNote = deferred(() => import('./currency-popover'), { activation: 'click', popup: 'dialog' });

/** The 'More' menu of the top bar. */
export const MoreMenu = deferred(() => import('./more-menu-dropdown'), { activation: 'press', popup: 'menu' });

/** The signed-in user's menu: a menu that also opens on hover on wide screens, a full-screen sheet on phones. */
export const UserMenu = deferred(() => import('./user-menu-panel'), {
  activation: 'press',
  popup: 'menu',
  hover: true,
});

/** The floating help button's chat lines. */
export const HelpPopover = deferred(() => import('./help-popover'), { activation: 'click', popup: 'dialog' });
