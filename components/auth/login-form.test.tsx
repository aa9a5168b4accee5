import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';
import { navigateTo } from './navigate';
import { deferredReply, mockFetch, requestsOf, texts } from './testing';

jest.mock('./navigate', () => ({ navigateTo: jest.fn() }));

function setup() {
  const user = userEvent.setup();
  render(<LoginForm texts={texts} />);
  return {
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Sign In' })),
  };
}
const status = () => screen.getByRole('status');

beforeEach(() => jest.mocked(navigateTo).mockClear());

describe('LoginForm validation', () => {
  it('asks for an e-mail and a password on submit, as helper text tied to each field', async () => {
    const fetchMock = mockFetch(() => [200, {}]);
    const { email, password, submit } = setup();
    await submit();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the e-mail is not valid, and checks again on blur after the first submit', async () => {
    mockFetch(() => [200, {}]);
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await user.type(email, 'example.com');
    await user.type(password, 'pw');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(password).not.toHaveAttribute('aria-invalid');
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
  it('shows Loading... while pending, then signs in and loads the home page', async () => {
    const reply = deferredReply();
    const fetchMock = mockFetch(() => reply.promise);
    const { user, email, password, submit } = setup();
    await user.type(email, ' ada@example.com ');
    await user.type(password, 'secret1');
    await submit();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(status()).toHaveTextContent('Loading...');
    expect(requestsOf(fetchMock)).toEqual([
      {
        path: '/api/user_auth/login',
        body: { email: 'ada@example.com', password: 'secret1' },
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      },
    ]);
    reply.release([200, { message: 'Login successful!', userDetails: { fullName: 'Ada Obi' } }]);
    expect(await within(status()).findByText('Login successful!')).toBeInTheDocument();
    expect(navigateTo).toHaveBeenCalledWith('/');
    expect(email).toHaveValue('');
  });

  it('shows the server message on failure', async () => {
    mockFetch(() => [401, { message: 'Invalid email or password' }]);
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong');
    await submit();
    expect(await within(status()).findByText('Invalid email or password')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows Something went wrong when there is no answer', async () => {
    mockFetch(() => 'offline');
    const { user, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret1');
    await submit();
    expect(await within(status()).findByText('Something went wrong')).toBeInTheDocument();
  });
});
