import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { renderInSegment } from '@/i18n/testing';
import { GOOGLE_SCRIPT_URL, GoogleOneTap } from './google-one-tap';
import { navigateWithNotice } from './navigate';
import { mockFetch, requestsOf } from './testing';

jest.mock('./navigate', () => ({ navigateWithNotice: jest.fn() }));
jest.mock('sonner');
// Stands in for the browser loading Google's script: it is "ready" as soon as it mounts.
jest.mock('next/script', () => ({
  __esModule: true,
  default: function Script({ src, onReady }: { src: string; onReady?: () => void }) {
    useEffect(() => onReady?.(), [onReady]);
    return <script data-testid="gsi" data-src={src} />;
  },
}));

/** The spec's texts, as the site's provider hands them. */
const texts = {
  welcomeBack: 'Welcome back!',
  error: 'An error occurred. Please try again.',
  refused: 'Failed to sign up with Google. Please try again.',
};

type Callback = (response: { credential?: string }) => void;
const gsi = { initialize: jest.fn(), prompt: jest.fn(), cancel: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  (window as { google?: unknown }).google = { accounts: { id: gsi } };
});
afterEach(() => {
  delete (window as { google?: unknown }).google;
});

/** Renders the prompt and returns what Google would call back with the chosen account's token. */
function setup() {
  const view = renderInSegment('site', <GoogleOneTap clientId="client-123.apps.googleusercontent.com" />);
  const callback = gsi.initialize.mock.calls[0]?.[0]?.callback as Callback;
  return { ...view, choose: (credential?: string) => act(async () => callback({ credential })) };
}

it('loads Google’s script and prompts with this site’s client id', () => {
  setup();
  expect(screen.getByTestId('gsi')).toHaveAttribute('data-src', GOOGLE_SCRIPT_URL);
  expect(gsi.initialize).toHaveBeenCalledWith(
    expect.objectContaining({
      client_id: 'client-123.apps.googleusercontent.com',
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    }),
  );
  expect(gsi.prompt).toHaveBeenCalledTimes(1);
});

it('sends the chosen account’s token, says Welcome back! and reloads home', async () => {
  const fetchMock = mockFetch(() => [200, { message: 'Welcome back!', userDetails: { fullName: 'Ada Obi' } }]);
  const { choose } = setup();
  await choose('header.payload.signature');
  expect(requestsOf(fetchMock)).toEqual([
    expect.objectContaining({ path: '/api/user_auth/google-auth2', body: { token: 'header.payload.signature' } }),
  ]);
  // The reloaded home page shows the greeting.
  expect(navigateWithNotice).toHaveBeenCalledWith('/', 'Welcome back!');
});

it('shows the refusal text when the server refuses the token, and lets the visitor try again', async () => {
  const fetchMock = mockFetch(() => [401, { message: 'Failed to sign up with Google. Please try again.' }]);
  const { choose } = setup();
  await choose('forged');
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(texts.refused));
  expect(navigateWithNotice).not.toHaveBeenCalled();
  await choose('forged');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('shows the server’s message for other failures and the generic text when offline', async () => {
  let reply: [number, unknown] | 'offline' = [503, { message: 'Google sign-in is temporarily unavailable.' }];
  mockFetch(() => reply);
  const { choose } = setup();
  await choose('token');
  await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Google sign-in is temporarily unavailable.'));
  reply = 'offline';
  await choose('token');
  await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(texts.error));
  reply = [500, null];
  await choose('token');
  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(3));
  expect(toast.error).toHaveBeenLastCalledWith(texts.error);
});

it('shows the generic text when Google calls back without a token', async () => {
  const fetchMock = mockFetch(() => [200, {}]);
  const { choose } = setup();
  await choose(undefined);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(texts.error));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('closes the prompt when the page goes away', () => {
  const { unmount } = setup();
  unmount();
  expect(gsi.cancel).toHaveBeenCalled();
});
