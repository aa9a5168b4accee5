'use client';

import type { ComponentProps } from 'react';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cn } from '@/lib/cn';

/** A menu of links and actions behind a button: arrow keys move, Escape closes and focus returns to the button. */
export const DropdownMenu = MenuPrimitive.Root;
/** The button that opens the menu (Enter, Space, ArrowDown or a press). */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
/** A set of related items. */
export const DropdownMenuGroup = MenuPrimitive.Group;
/** A set of items of which one is chosen (such as the language). */
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

export interface DropdownMenuContentProps extends ComponentProps<typeof MenuPrimitive.Content> {
  /**
   * Runs as the menu opens, before it takes the focus; preventDefault() to place the focus yourself. Radix's menu
   * content accepts it though DropdownMenu does not declare it.
   */
  onOpenAutoFocus?: (event: Event) => void;
}

/** The floating list, in a portal; it stays on screen and aligns to the start or end edge in either direction. */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-[55] max-h-(--radix-dropdown-menu-content-available-height) min-w-44 origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto rounded-xl border border-gray-200 bg-white p-1.5 text-gray-900 shadow-xl focus:outline-none data-[state=closed]:animate-ui-pop-out data-[state=open]:animate-ui-pop-in dark:border-night-700 dark:bg-night-850 dark:text-gray-100',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemClasses =
  'relative flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-start text-sm outline-none data-[disabled]:cursor-default data-[highlighted]:bg-gray-100 data-[disabled]:text-gray-400 dark:data-[highlighted]:bg-night-800 dark:data-[disabled]:text-gray-500';

/** An action or, with asChild around a link, a place to go; `variant="destructive"` for red actions like Logout. */
export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        itemClasses,
        variant === 'destructive' &&
          'font-semibold text-red-700 data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-night-800',
        className,
      )}
      {...props}
    />
  );
}

/** A choice in a DropdownMenuRadioGroup; the chosen one shows a check at its end. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      className={cn(
        itemClasses,
        'justify-between data-[state=checked]:font-bold data-[state=checked]:text-brand-700 dark:data-[state=checked]:text-brand-300',
        className,
      )}
      {...props}
    >
      {children}
      <MenuPrimitive.ItemIndicator>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  );
}

/** A heading above a group of items. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn(
        'px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400',
        className,
      )}
      {...props}
    />
  );
}

/** A line between groups. */
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      className={cn('-mx-1.5 my-1.5 h-px bg-gray-200 dark:bg-night-700', className)}
      {...props}
    />
  );
}
