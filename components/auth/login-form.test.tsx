import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { LoginForm } from './login-form';
import { navigateWithNotice } from './navigate';
import { deferredReply, mockFetch, requestsOf } from './testing';
import { renderInSegment } from '@/i18n/testing';

jest.mock('./navigate', () => ({ navigateWithNotice: jest.fn(), navigateTo: jest.fn() }));
jest.mock('sonner');

function setup() {
  const user = userEvent.setup();
  renderInSegment('auth', <LoginForm />);
  return {
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Sign In' })),
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(toast.loading).mockReturnValue('pending-toast');
});

describe('LoginForm validation', () => {
  it('asks for an e-mail and a password on submit, as helper text under each field; the first takes focus', async () => {
    const fetchMock = mockFetch(() => [200, {}]);
    const { email, password, submit } = setup();
    await submit();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(screen.getByText('Email is required')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.loading).not.toHaveBeenCalled();
  });

  it('says when the e-mail is not valid, and clears the message once it is corrected', async () => {
    mockFetch(() => [200, {}]);
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@');
    await user.type(password, 'pw');
    await submit();
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('shows and hides the password', async () => {
    const { user, password } = setup();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and the code sign-ins', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'WhatsApp Code' })).toHaveAttribute('href', '/login/sms');
    expect(screen.getByRole('link', { name: 'Email Code' })).toHaveAttribute('href', '/login/email');
  });
});

describe('LoginForm sign-in', () => {
  it('shows Loading... (button and toast) while pending, then Login successful!, resets and goes home', async () => {
    const reply = deferredReply();
    const fetchMock = mockFetch(() => reply.promise);
    const { user, email, password, submit } = setup();
    await user.type(email, ' ada@example.com ');
    await user.type(password, 'secret1');
    await submit();
    expect(await screen.findByRole('button', { name: 'Loading...' })).toHaveAttribute('aria-disabled', 'true');
    expect(toast.loading).toHaveBeenCalledWith('Loading...');
    await waitFor(() =>
      expect(requestsOf(fetchMock)).toEqual([
        {
          path: '/api/user_auth/login',
          body: { email: 'ada@example.com', password: 'secret1' },
          headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
        },
      ]),
    );
    reply.release([200, { userDetails: { fullName: 'Ada Obi' } }]);
    await waitFor(() => expect(navigateWithNotice).toHaveBeenCalledWith('/', 'Login successful!'));
    expect(toast.dismiss).toHaveBeenCalledWith('pending-toast');
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
    expect(email).toHaveValue('');
  });

  it('shows the server message in a toast on failure, and the button can be used again', async () => {
    mockFetch(() => [401, { code: 'invalidCredentials', message: 'Invalid email or password' }]);
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong');
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
    expect(toast.dismiss).toHaveBeenCalledWith('pending-toast');
    expect(navigateWithNotice).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    mockFetch(() => [
      400,
      { code: 'validation', message: 'The request is not valid', fieldErrors: { email: ['Email is required'] } },
    ]);
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret1');
    await submit();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    expect(email).toHaveFocus();
  });

  it('shows Something went wrong when there is no answer', async () => {
    mockFetch(() => 'offline');
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret1');
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'));
  });
});
