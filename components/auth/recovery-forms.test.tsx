import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { renderInSegment } from '@/i18n/testing';
import { mockFetch, requestsOf } from './testing';

jest.mock('sonner');

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }), useParams: () => ({}) }));

beforeEach(() => jest.clearAllMocks());

describe('ForgotPasswordForm', () => {
  it('shows the server message, then trades the code for a token and opens the reset page', async () => {
    const sent = 'If an account exists for this email, we have sent a code to reset the password.';
    const fetchMock = mockFetch((path) =>
      path === '/api/user_auth/forgot-password' ? [200, { message: sent }] : [200, { token: 'abc/123' }],
    );
    const user = userEvent.setup();
    renderInSegment('auth', <ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    expect(toast.success).toHaveBeenCalledWith(sent);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/reset-password?token=abc%2F123'));
    expect(requestsOf(fetchMock).map(({ path, body }) => [path, body])).toEqual([
      ['/api/user_auth/forgot-password', { email: 'ada@example.com' }],
      ['/api/user_auth/verify-request', { email: 'ada@example.com', otp: '123456' }],
    ]);
    expect(mockPush).toHaveBeenCalledWith('/reset-password?token=abc%2F123');
  });

  it('shows a refused code', async () => {
    mockFetch((path) => (path === '/api/user_auth/forgot-password' ? [200, {}] : [400, { message: 'Invalid code' }]));
    const user = userEvent.setup();
    renderInSegment('auth', <ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid code'));
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm', () => {
  it('sends the new password with the token, then offers sign-in', async () => {
    const fetchMock = mockFetch(() => [200, { message: 'Your password has been reset. Please sign in.' }]);
    const user = userEvent.setup();
    renderInSegment('auth', <ResetPasswordForm token="tok-1" />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password is required');
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match'),
    );
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(toast.success).toHaveBeenCalledWith('Your password has been reset. Please sign in.');
    expect(requestsOf(fetchMock)).toEqual([
      {
        path: '/api/user_auth/reset-password',
        body: { data: { password: 'secret1' } },
        headers: expect.objectContaining({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' }),
      },
    ]);
  });

  it('offers a new code when the link has expired', async () => {
    mockFetch(() => [401, { message: 'This reset link has expired. Please request a new one.' }]);
    const user = userEvent.setup();
    renderInSegment('auth', <ResetPasswordForm token="old" />);
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/forgot-password');
    expect(toast.error).toHaveBeenCalledWith('This reset link has expired. Please request a new one.');
  });

  it('explains a link without a token', () => {
    renderInSegment('auth', <ResetPasswordForm token={null} />);
    expect(screen.getByText('This reset link is incomplete. Please request a new code.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
