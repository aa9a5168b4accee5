import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLASH_EXTRA_KEY, FLASH_KEY } from '@/components/auth/flash';
import { navigateTo } from '@/components/auth/navigate';
import { renderInSegment } from '@/i18n/testing';
import { SiteToaster } from './site-toaster';

jest.mock('@/components/auth/navigate', () => ({ navigateTo: jest.fn() }));

it('shows the previous page’s notice with its explanation and the link that acts on it', async () => {
  sessionStorage.setItem(FLASH_KEY, 'Sign up successful!');
  sessionStorage.setItem(
    FLASH_EXTRA_KEY,
    JSON.stringify({
      description: 'Verify your phone number in Settings to sign in with a WhatsApp code.',
      action: { label: 'Verify phone', href: '/hotel/settings?tab=My+Profile#phone' },
    }),
  );
  renderInSegment('site', <SiteToaster />);
  expect(await screen.findByText('Sign up successful!')).toBeInTheDocument();
  expect(screen.getByText('Verify your phone number in Settings to sign in with a WhatsApp code.')).toBeInTheDocument();
  // Taken once: a reload shows it no more.
  expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
  expect(sessionStorage.getItem(FLASH_EXTRA_KEY)).toBeNull();
  await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Verify phone' })));
  await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/hotel/settings?tab=My+Profile#phone'));
});
