'use client';

import { useState, type ReactNode } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { DeskAction } from '@/lib/data/desk';
import type { DeskReasonValues } from '@/lib/validation/desk-actions';
import { OPEN_ACTION } from './desk-query';

const loadSchema = () => import('@/lib/validation/desk-actions').then((m) => m.deskReasonForm);

export interface ActionDialogProps {
  /** The action sent; also what its button asks for as `?open=` when pressed before the page's scripts ran. */
  action: DeskAction;
  /** Opens the dialog. */
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Where the action is sent, and what it sends besides the action and the reason. */
  path: string;
  body?: Record<string, unknown>;
  /** A reason is asked for (every action that changes money). */
  withReason: boolean;
  destructive?: boolean;
  /** What the action would do, shown above the reason (the charge, the refund). */
  children?: ReactNode;
}

/** Takes `?open=` off the address once its dialog has closed, so that reloading the page does not open it again. */
function forgetOpened() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(OPEN_ACTION)) return;
  url.searchParams.delete(OPEN_ACTION);
  window.history.replaceState(null, '', url);
}

/**
 * A desk action behind a confirmation: the dialog says what will happen, takes the reason, then sends it.
 *
 * Its button is a plain form's: pressed before the page's scripts have run, it asks for the page again with
 * `?open=action`, and the dialog opens as soon as that page has started; the press is never lost.
 */
export function ActionDialog({
  action,
  label,
  title,
  description,
  confirmLabel,
  path,
  body = {},
  withReason,
  destructive,
  children,
}: ActionDialogProps) {
  const t = useTranslations('desk.actions');
  const router = useRouter();
  const asked = useSearchParams().get(OPEN_ACTION) === action;
  const [open, setOpenState] = useState(asked);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) forgetOpened();
  };
  const form = useZodForm(loadSchema, { defaultValues: { reason: '' } });

  async function send(values: DeskReasonValues | null) {
    const answer = await submitJson(
      path,
      { ...body, action, ...(values ? { reason: values.reason } : {}) },
      { loading: t('working'), error: t('failed'), form },
    );
    if (!answer.ok) return;
    setOpen(false);
    form.reset();
    router.refresh();
  }

  const footer = (pending: boolean, onConfirm?: () => void) => (
    <DialogFooter>
      <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
        {t('goBack')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'primary'}
        pending={pending}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </DialogFooter>
  );

  return (
    <>
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Button type="submit" name={OPEN_ACTION} value={action} variant={destructive ? 'secondary' : 'primary'}>
          {label}
        </Button>
      </form>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children ? <div className="rounded-xl bg-gray-100 p-4 text-sm dark:bg-night-800">{children}</div> : null}
          {withReason ? (
            <Form {...form}>
              <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-4">
                <FormField
                  control={form.control}
                  name="reason"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('reason')}</FormLabel>
                      <FormControl>
                        <Textarea rows={3} maxLength={500} {...field} />
                      </FormControl>
                      <FormDescription>{t('reasonHint')}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                {footer(form.formState.isSubmitting)}
              </form>
            </Form>
          ) : (
            footer(form.formState.isSubmitting, () => void form.handleSubmit(() => send(null))())
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
