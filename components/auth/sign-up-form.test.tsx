import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { navigateWithNotice } from './navigate';
import { SignUpForm } from './sign-up-form';
import { deferredReply, mockFetch, requestsOf, type Reply } from './testing';
import { renderInSegment } from '@/i18n/testing';

jest.mock('./navigate', () => ({ navigateWithNotice: jest.fn(), navigateTo: jest.fn() }));
jest.mock('sonner');

type User = ReturnType<typeof userEvent.setup>;

const ok: Record<string, Reply> = {
  '/api/user_auth/get-email-code': [200, { message: 'Verification code sent!' }],
  '/api/user_auth/verify-email': [200, { message: 'Email verified!' }],
  '/api/user_auth/signup': [201, { message: 'Sign up successful!', userDetails: {} }],
};

function setup(user: User = userEvent.setup()) {
  renderInSegment('auth', <SignUpForm />);
  const field = (label: string) => screen.getByLabelText(label);
  return {
    user,
    field,
    // The Verify buttons sit in the row of their input.
    // (hidden: the page behind an open dialog is hidden from screen readers.)
    emailVerify: () => within(field('Email').parentElement!.parentElement!).getByRole('button', { hidden: true }),
    phoneVerify: () => within(field('Phone number').parentElement!.parentElement!).getByRole('button'),
    submit: () => user.click(screen.getByRole('button', { name: 'Create account' })),
  };
}
type View = ReturnType<typeof setup>;

async function fillValid({ user, field }: View) {
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Obi');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Phone number'), '0803 123 4567');
  await user.type(field('Password'), 'secret1');
  await user.type(field('Confirm password'), 'secret1');
}

async function verifyEmail(view: View) {
  await view.user.click(view.emailVerify());
  const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
  await view.user.type(within(dialog).getByLabelText('Verification code'), '012345');
  await view.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => jest.clearAllMocks());

describe('SignUpForm validation', () => {
  it('shows every required-field message on submit', async () => {
    const fetchMock = mockFetch((path) => ok[path]!);
    const { field, submit } = setup();
    await submit();
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number is required');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');
    expect(field('Confirm password')).toHaveAccessibleDescription('Confirm Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the format messages, checked again on blur after the first submit', async () => {
    mockFetch((path) => ok[path]!);
    const { user, field, submit } = setup();
    await submit();
    await user.type(field('Email'), 'ada.example.com');
    await user.type(field('Phone number'), '080312');
    await user.type(field('Password'), '12345');
    await user.type(field('Confirm password'), '123456');
    await waitFor(() => expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match'));
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number must be valid and contain 10-15 digits');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the phone Verify button disabled', () => {
    const { phoneVerify } = setup();
    expect(phoneVerify()).toHaveTextContent('Verify');
    expect(phoneVerify()).toBeDisabled();
  });
});

describe('SignUpForm e-mail verification', () => {
  it('needs an e-mail address before sending a code', async () => {
    const fetchMock = mockFetch((path) => ok[path]!);
    const view = setup();
    await view.user.click(view.emailVerify());
    expect(view.field('Email')).toHaveAccessibleDescription('Email is required to verify');
    expect(view.field('Email')).toHaveFocus();
    await view.user.type(view.field('Email'), 'ada@');
    await view.user.click(view.emailVerify());
    expect(view.field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a code, checks it, then marks the e-mail verified and locks it', async () => {
    const fetchMock = mockFetch((path) => ok[path]!);
    const view = setup();
    await view.user.type(view.field('Email'), ' ada@example.com ');
    await view.user.click(view.emailVerify());
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(toast.success).toHaveBeenCalledWith('Verification code sent!');
    expect(dialog).toHaveTextContent('Enter the 6-digit code we sent to \u2068ada@example.com\u2069.');
    await waitFor(() => expect(within(dialog).getByLabelText('Verification code')).toHaveFocus());

    await view.user.type(within(dialog).getByLabelText('Verification code'), '012345');
    await view.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(requestsOf(fetchMock).map(({ path, body }) => [path, body])).toEqual([
      ['/api/user_auth/get-email-code', { email: 'ada@example.com' }],
      ['/api/user_auth/verify-email', { email: 'ada@example.com', otp: 12345 }],
    ]);
    expect(view.emailVerify()).toHaveTextContent('Verified');
    expect(view.emailVerify()).toHaveClass('disabled:bg-green-700');
    expect(view.emailVerify()).toBeDisabled();
    expect(view.field('Email')).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Email verified!');
    // The Verify button is disabled now: the focus moves on to the next field.
    await waitFor(() => expect(view.field('Phone number')).toHaveFocus());
  });

  it('checks the code field and shows a refused code inside the dialog', async () => {
    mockFetch((path) => (path === '/api/user_auth/verify-email' ? [400, { message: 'Invalid code' }] : ok[path]!));
    const view = setup();
    await view.user.type(view.field('Email'), 'ada@example.com');
    await view.user.click(view.emailVerify());
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    const code = within(dialog).getByLabelText('Verification code');
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    await view.user.click(verify);
    await waitFor(() => expect(code).toHaveAccessibleDescription('OTP is required'));
    await view.user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await view.user.click(verify);
    await waitFor(() => expect(code).toHaveAccessibleDescription('OTP must be exactly 6 digits'));
    await view.user.type(code, '456');
    await view.user.click(verify);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid code'));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid code'));
    // Also under the field: the toasts behind a modal dialog are hidden from screen readers.
    expect(view.emailVerify()).toHaveTextContent('Verify');
    expect(view.field('Email')).toBeEnabled();
  });

  it('closes on Escape and gives the focus back to the Verify button', async () => {
    mockFetch((path) => ok[path]!);
    const view = setup();
    await view.user.type(view.field('Email'), 'ada@example.com');
    await view.user.click(view.emailVerify());
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await waitFor(() => expect(within(dialog).getByLabelText('Verification code')).toHaveFocus());
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.emailVerify()).toHaveFocus();
    expect(view.emailVerify()).toHaveTextContent('Verify');
  });

  it('shows the server message when no code can be sent', async () => {
    mockFetch(() => [429, { message: 'Too many codes. Try again later.' }]);
    const view = setup();
    await view.user.type(view.field('Email'), 'ada@example.com');
    await view.user.click(view.emailVerify());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many codes. Try again later.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a new code be asked for after a 30 s countdown', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch((path) => ok[path]!);
      const view = setup(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await view.user.type(view.field('Email'), 'ada@example.com');
      await view.user.click(view.emailVerify());
      const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
      expect(within(dialog).getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(29_000));
      expect(within(dialog).getByRole('button', { name: 'Resend code in 1s' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(1_000));
      await view.user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
      expect(await within(dialog).findByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(toast.success).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('SignUpForm submit', () => {
  it('asks to verify the e-mail first', async () => {
    const fetchMock = mockFetch((path) => ok[path]!);
    const view = setup();
    await fillValid(view);
    await view.submit();
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Information' });
    expect(dialog).toHaveAccessibleDescription(
      'Please verify either your email or phone number before creating an account.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the button that opened it.
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account once verified, then loads the home page', async () => {
    const signup = deferredReply();
    const fetchMock = mockFetch((path) => (path === '/api/user_auth/signup' ? signup.promise : ok[path]!));
    const view = setup();
    await fillValid(view);
    await verifyEmail(view);
    await view.submit();
    expect(await screen.findByRole('button', { name: 'Loading' })).toHaveAttribute('aria-disabled', 'true');
    expect(toast.loading).toHaveBeenLastCalledWith('Loading...');
    await waitFor(() =>
      expect(requestsOf(fetchMock).at(-1)).toMatchObject({
        path: '/api/user_auth/signup',
        body: { email: 'ada@example.com', password: 'secret1', fullName: 'Ada Obi', phoneNumber: '+2348031234567' },
      }),
    );
    signup.release([201, { message: 'Account created', userDetails: {} }]);
    await waitFor(() =>
      expect(navigateWithNotice).toHaveBeenCalledWith('/', 'Sign up successful!', {
        description: 'Verify your phone number in Settings to sign in with a WhatsApp code.',
        action: { label: 'Verify phone', href: '/hotel/settings?tab=My+Profile#phone' },
      }),
    );
    expect(toast.success).toHaveBeenLastCalledWith('Sign up successful!');
  });

  it('shows the server message when the account cannot be created', async () => {
    mockFetch((path) =>
      path === '/api/user_auth/signup' ? [409, { message: 'An account with this email already exists' }] : ok[path]!,
    );
    const view = setup();
    await fillValid(view);
    await verifyEmail(view);
    await view.submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An account with this email already exists'));
    expect(navigateWithNotice).not.toHaveBeenCalled();
  });

  it('falls back to Something went wrong', async () => {
    mockFetch((path) => (path === '/api/user_auth/signup' ? [500, {}] : ok[path]!));
    const view = setup();
    await fillValid(view);
    await verifyEmail(view);
    await view.submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong'));
  });
});

it("puts the server's field errors under their fields", async () => {
  mockFetch((path) =>
    path === '/api/user_auth/signup'
      ? [
          400,
          {
            code: 'validation',
            message: 'The request is not valid',
            fieldErrors: { phoneNumber: ['Phone number is required'] },
          },
        ]
      : ok[path]!,
  );
  const view = setup();
  await fillValid(view);
  await verifyEmail(view);
  await view.submit();
  await waitFor(() => expect(view.field('Phone number')).toHaveAccessibleDescription('Phone number is required'));
  expect(view.field('Phone number')).toHaveFocus();
});
