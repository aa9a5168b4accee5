'use client';

import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { DialogCloseButton, DialogOverlay, DialogPortal } from './dialog';

/** A dialog that slides in from an edge: the side menu, a phone picker. Same behaviour as Dialog. */
export const Sheet = DialogPrimitive.Root;
/** The control that opens the sheet. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Closes the sheet it is in. */
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva(
  'fixed z-[60] flex flex-col overflow-y-auto bg-white text-gray-900 shadow-2xl focus:outline-none dark:bg-night-900 dark:text-gray-100',
  {
    variants: {
      side: {
        // start and end are logical: in Arabic the start edge is on the right.
        start:
          'inset-y-0 start-0 h-full w-[min(20rem,88vw)] data-[state=closed]:animate-ui-slide-out-start data-[state=open]:animate-ui-slide-in-start',
        end: 'inset-y-0 end-0 h-full w-[min(20rem,88vw)] data-[state=closed]:animate-ui-slide-out-end data-[state=open]:animate-ui-slide-in-end',
        bottom:
          'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)] data-[state=closed]:animate-ui-slide-out-bottom data-[state=open]:animate-ui-slide-in-bottom',
      },
    },
    defaultVariants: { side: 'end' },
  },
);

export interface SheetContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants> {
  /** Accessible name of the close button in the corner; without it there is no such button. */
  closeLabel?: string;
}

/** The sliding panel and its overlay; name it with a SheetTitle inside. */
export function SheetContent({ side, className, children, closeLabel, ...props }: SheetContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {closeLabel && <DialogCloseButton label={closeLabel} className="top-2 end-2" />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title block at the top of a sheet. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1 p-4 pe-14 text-start', className)} {...props} />;
}

/** The sheet's title: it names the sheet for screen readers. */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-bold', className)} {...props} />;
}

/** The sheet's description, read after its title. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-gray-600 dark:text-gray-300', className)} {...props} />
  );
}
