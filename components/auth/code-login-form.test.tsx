import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { CodeLoginForm, type CodeChannel } from './code-login-form';
import { navigateWithNotice } from './navigate';
import { mockFetch, requestsOf, type Reply } from './testing';
import { renderInSegment } from '@/i18n/testing';

jest.mock('./navigate', () => ({ navigateWithNotice: jest.fn(), navigateTo: jest.fn() }));
jest.mock('sonner');

const ok: Record<string, Reply> = {
  '/api/agent_auth/get-otp': [200, { message: 'If this number is verified on an account, a code is on its way.' }],
  '/api/agent_auth/verify-otp': [200, { message: 'Login successful!', userDetails: {} }],
  '/api/user_auth/get-email-otp': [200, { message: 'Verification code sent!' }],
  '/api/user_auth/verify-email-otp': [400, { message: 'Invalid code' }],
};

function setup(channel: CodeChannel, user = userEvent.setup()) {
  renderInSegment('auth', <CodeLoginForm channel={channel} />);
  return { user };
}

beforeEach(() => jest.clearAllMocks());

it('signs in with a WhatsApp code sent to the phone number', async () => {
  const fetchMock = mockFetch((path) => ok[path]!);
  const { user } = setup('whatsapp');
  expect(screen.getByRole('heading', { name: 'WhatsApp Code' })).toBeInTheDocument();
  // Before sending: a code goes only to a number verified in Settings.
  expect(
    screen.getByText(
      'Codes go only to a phone number verified in Settings. No verified number yet? Sign in with your e-mail, then verify your phone in Settings.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required');
  await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const code = await screen.findByLabelText('Verification code');
  expect(toast.loading).toHaveBeenCalledWith('Loading...');
  // No promise that an unverified number gets a code.
  expect(toast.success).toHaveBeenCalledWith('If this number is verified on an account, a code is on its way.');
  expect(toast.success).not.toHaveBeenCalledWith('Verification code sent!');
  await waitFor(() => expect(code).toHaveFocus());
  expect(
    screen.getByText(
      'If \u2068+234 803 123 4567\u2069 is verified on an account, enter the 6-digit code we sent to it.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(code).toHaveAccessibleDescription('OTP is required');
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(navigateWithNotice).toHaveBeenCalledWith('/', 'Login successful!'));
  expect(toast.success).toHaveBeenLastCalledWith('Login successful!');
  expect(requestsOf(fetchMock).map(({ path, body }) => [path, body])).toEqual([
    ['/api/agent_auth/get-otp', { phoneNumber: '+2348031234567' }],
    ['/api/agent_auth/verify-otp', { phoneNumber: '+2348031234567', otp: '123456' }],
  ]);
});

it('uses the e-mail code calls and shows a refused code', async () => {
  const fetchMock = mockFetch((path) => ok[path]!);
  const { user } = setup('email');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Verification code'), '654321');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid code'));
  expect(requestsOf(fetchMock).map(({ path, body }) => [path, body])).toEqual([
    ['/api/user_auth/get-email-otp', { email: 'ada@example.com' }],
    ['/api/user_auth/verify-email-otp', { email: 'ada@example.com', otp: '654321' }],
  ]);
  expect(navigateWithNotice).not.toHaveBeenCalled();
});

it('asks for a new code when the address changes', async () => {
  mockFetch((path) => ok[path]!);
  const { user } = setup('email');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Verification code');
  await user.type(screen.getByLabelText('Email'), 'm');
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
});

it('enables Resend after a 30 s countdown', async () => {
  jest.useFakeTimers();
  try {
    const fetchMock = mockFetch((path) => ok[path]!);
    const { user } = setup('whatsapp', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend code in 20s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(20_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

it('shows Failed to send code when the send fails without a message, and the server message when it has one', async () => {
  mockFetch(() => 'offline');
  const { user } = setup('email');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send code'));
  mockFetch(() => [429, { code: 'tooManyCodes', message: 'Too many codes. Please wait a few minutes.' }]);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many codes. Please wait a few minutes.'));
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
});
