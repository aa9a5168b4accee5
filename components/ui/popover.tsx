'use client';

import type { ComponentProps } from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cn } from '@/lib/cn';

/** A panel of non-menu content tied to a button: toggled by it, closed by Escape or a click outside. */
export const Popover = PopoverPrimitive.Root;
/** The button that toggles the popover (use asChild to keep your own button). */
export const PopoverTrigger = PopoverPrimitive.Trigger;
/** Places the popover against something other than its trigger. */
export const PopoverAnchor = PopoverPrimitive.Anchor;
/** Closes the popover it is in. */
export const PopoverClose = PopoverPrimitive.Close;

/**
 * The floating panel, in a portal: it flips and shifts to stay on screen, and align 'start' / 'end' follow the text
 * direction (the start edge is on the right in Arabic).
 */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 8,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-[55] max-w-[calc(100vw-1rem)] origin-(--radix-popover-content-transform-origin) rounded-xl border border-gray-200 bg-white p-4 text-gray-900 shadow-xl focus:outline-none data-[state=closed]:animate-ui-pop-out data-[state=open]:animate-ui-pop-in dark:border-night-700 dark:bg-night-850 dark:text-gray-100',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
