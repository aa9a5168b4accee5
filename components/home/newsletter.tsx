'use client';

import { useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loadOnce } from '@/components/ui/load-once';
import type { NewsletterProps, NewsletterStart } from './newsletter-form-part';

const loadForm = loadOnce(() => import('./newsletter-form-part'));

/**
 * The newsletter's field and button as a plain form, so that the home page's first load carries no form code for the
 * foot of the page: the checked form (./newsletter-form-part) is fetched when the visitor first reaches for it, and
 * takes over with what was typed, where the visitor was.
 */
export function Newsletter() {
  const t = useTranslations('home');
  const id = useId();
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [full, setFull] = useState<{ Form: ComponentType<NewsletterProps>; start: NewsletterStart } | null>(null);

  // An address typed while the page was starting is in the page: it is the form's.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  if (full) return <full.Form defaultEmail={email} startWith={full.start} />;

  const warm = () => void loadForm().catch(() => undefined);
  // The visitor's last reach wins: Subscribe pressed while the form taken up by the field is on its way still sends.
  const take = (start: NewsletterStart) => () =>
    void loadForm().then(
      (Form) => setFull({ Form, start }),
      () => undefined,
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        take('submit')();
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
          onFocus={take('email')}
        />
      </div>
      <SubmitButton size="lg" className="rounded-full" onPointerEnter={warm}>
        {t('subscribe')}
      </SubmitButton>
    </form>
  );
}

export default Newsletter;
