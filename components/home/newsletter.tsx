'use client';

import { useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loadOnce } from '@/components/ui/load-once';
import { useHandover } from '@/components/ui/use-handover';
import type { NewsletterProps, NewsletterStart } from './newsletter-form-part';

const loadForm = loadOnce(() => import('./newsletter-form-part'));

/**
 * The newsletter's field and button as a plain form, so that the home page's first load carries no form code for the
 * foot of the page: the checked form (./newsletter-form-part) is fetched when the visitor first reaches for it, and
 * takes over when they subscribe, with what was typed (it checks and sends it).
 */
export function Newsletter() {
  const t = useTranslations('home');
  const id = useId();
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { root, full, take } = useHandover<ComponentType<NewsletterProps>, NewsletterStart>(loadForm);

  // An address typed while the page was starting is in the page: it is the form's.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  if (full)
    return (
      <div ref={root} className="contents">
        <full.part defaultEmail={email} startWith={full.start} />
      </div>
    );

  const warm = () => void loadForm().catch(() => undefined);
  return (
    <div ref={root} className="contents">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void take('submit');
        }}
        noValidate
        className="flex w-full max-w-md items-start gap-2"
      >
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          <Label htmlFor={id} className="sr-only">
            {t('newsletterLabel')}
          </Label>
          <Input
            ref={inputRef}
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('newsletterPlaceholder')}
            className="h-12 rounded-full px-5"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={warm}
          />
        </div>
        <SubmitButton size="lg" className="rounded-full" onPointerEnter={warm}>
          {t('subscribe')}
        </SubmitButton>
      </form>
    </div>
  );
}

export default Newsletter;
