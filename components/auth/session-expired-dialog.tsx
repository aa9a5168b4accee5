'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { navigateTo } from './navigate';

function toLogin() {
  // A full load renders the header for a visitor again; this page leaves the history.
  navigateTo('/login', { replace: true });
}

/** 'Session Expired': OK (or Escape) goes to /login, replacing this page in the history. */
export default function SessionExpiredDialog() {
  const t = useTranslations('modal_texts');
  return (
    <Dialog open onOpenChange={(open) => !open && toLogin()}>
      <DialogContent
        className="max-w-sm"
        // Nothing behind the dialog can be used without a session: a click outside does not dismiss it.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('sessionExpiredTitle')}</DialogTitle>
          <DialogDescription>{t('sessionExpiredText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button className="min-w-24" onClick={toLogin}>
            {t('ok')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
