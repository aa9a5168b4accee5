'use client';

import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

/** A modal dialog: focus kept inside, Escape and the overlay close it, focus goes back to what opened it. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog (use asChild to keep your own button). */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog it is in (use asChild on a Button). */
export const DialogClose = DialogPrimitive.Close;
/** Renders the dialog's layers into document.body. */
export const DialogPortal = DialogPrimitive.Portal;

/** The dimmed layer behind a dialog or sheet. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-[60] bg-black/50 data-[state=closed]:animate-ui-fade-out data-[state=open]:animate-ui-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** The round close button in a dialog's or sheet's top end corner; its accessible name is `label`. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-200 dark:hover:bg-night-800',
        className,
      )}
    >
      <CloseIcon className="size-5" />
    </DialogPrimitive.Close>
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Accessible name of the close button in the corner; without it there is no such button. */
  closeLabel?: string;
  overlayClassName?: string;
}

/** The centred panel of a dialog, with its overlay; name it with a DialogTitle inside. */
export function DialogContent({ className, children, closeLabel, overlayClassName, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-[60] grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 text-gray-900 shadow-2xl focus:outline-none data-[state=closed]:animate-ui-pop-out data-[state=open]:animate-ui-pop-in dark:bg-night-900 dark:text-gray-100',
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel && <DialogCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description block at the top of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pe-8 text-start', className)} {...props} />;
}

/** Action row at the bottom of a dialog: stacked on phones, at the end edge on wider screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** The dialog's title: it names the dialog for screen readers. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-bold leading-snug text-gray-900 dark:text-white', className)}
      {...props}
    />
  );
}

/** The dialog's description, read after its title. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-gray-600 dark:text-gray-300', className)} {...props} />
  );
}
