'use client';

import { useState, type FormEvent } from 'react';

export interface NewsletterTexts {
  label: string;
  placeholder: string;
  submit: string;
  subscribing: string;
  success: string;
  failed: string;
  required: string;
  invalid: string;
}

type State = { kind: 'idle' | 'pending' | 'success' | 'error'; message?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail field and button; the server validates again and its message is shown on failure. */
export function NewsletterForm({ texts }: { texts: NewsletterTexts }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    if (!email) return setState({ kind: 'error', message: texts.required });
    if (!EMAIL.test(email)) return setState({ kind: 'error', message: texts.invalid });
    setState({ kind: 'pending', message: texts.subscribing });
    const form = e.currentTarget;
    try {
      const res = await fetch('/api/subscribers/new', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const data = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) return setState({ kind: 'error', message: data.message ?? texts.failed });
      form.reset();
      setState({ kind: 'success', message: texts.success });
    } catch {
      setState({ kind: 'error', message: texts.failed });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="w-full max-w-md">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {texts.label}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={texts.placeholder}
          aria-invalid={state.kind === 'error'}
          aria-describedby="newsletter-status"
          className="h-12 min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-5 text-gray-900 dark:border-night-600 dark:bg-night-900 dark:text-white"
        />
        <button
          type="submit"
          disabled={state.kind === 'pending'}
          className="h-12 shrink-0 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {texts.submit}
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={
          state.kind === 'error'
            ? 'mt-2 text-sm text-red-700 dark:text-red-300'
            : 'mt-2 text-sm text-emerald-700 dark:text-emerald-300'
        }
      >
        {state.message}
      </p>
    </form>
  );
}
