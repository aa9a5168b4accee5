import { render, screen } from '@testing-library/react';
import { createTranslator } from 'use-intl';
import en from '@/messages/en';
import { site } from '@/lib/site';
import { AuthShell } from './auth-shell';

jest.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getMessages: async () => en,
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en', messages: en, namespace } as never),
}));

it('shows Sign In with a way to register, and the privacy statement note', async () => {
  render(await AuthShell({ mode: 'signIn', note: 'privacy', children: <p>form</p> }));
  expect(screen.getByText('Sign In')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('button', { name: /^Choose a language/ })).toBeInTheDocument();
  const privacy = screen.getByRole('link', { name: /Privacy & Cookie Statement/ });
  expect(privacy).toHaveAttribute('href', site.privacyStatementUrl);
  expect(privacy).toHaveAttribute('target', '_blank');
  // The statement named in the note is the link itself, with a hidden 'opens in a new tab'.
  expect(privacy.closest('p')).toHaveTextContent(
    en.onboarding.privacyNote.replace('Statement.', 'Statement (opens in a new tab).'),
  );
});

it('shows Sign Up with a way to sign in', async () => {
  render(await AuthShell({ mode: 'signUp', note: 'privacy', aside: <p>pictures</p>, children: <p>form</p> }));
  expect(screen.getByText('Sign Up')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByText('pictures')).toBeInTheDocument();
});

it('leads back to sign-in on recovery pages', async () => {
  render(await AuthShell({ mode: 'signIn', note: 'backToLogin', children: <p>form</p> }));
  expect(screen.getByRole('link', { name: 'Back to login page' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('link', { name: /Privacy/ })).not.toBeInTheDocument();
});
