import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Toaster } from '@/components/ui/toaster';
import { renderInSegment } from '@/i18n/testing';
import { useZodForm } from '@/components/ui/use-zod-form';
import { submitJson } from './submit-json';

type Reply = [status: number, body: unknown] | 'offline';

function mockFetch(reply: Reply) {
  let answer: () => void = () => {};
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = () =>
          reply === 'offline'
            ? reject(new TypeError('Failed to fetch'))
            : resolve({ ok: reply[0] < 300, status: reply[0], json: async () => reply[1] } as Response);
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  // The request leaves once sonner is loaded; the answer comes when the test says so.
  const respond = async () => {
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => answer());
  };
  return { fetchMock, answer: respond };
}

const schema = z.object({ fullName: z.string(), email: z.string(), phone: z.string() });

function Profile({ fieldFor }: { fieldFor?: Record<string, 'fullName' | 'email' | 'phone'> }) {
  const form = useZodForm(schema, { defaultValues: { fullName: '', email: '', phone: '' } });
  const field = (name: 'fullName' | 'email' | 'phone', label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: props }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...props} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) =>
          submitJson('/api/user/profile', values, {
            loading: 'Loading...',
            error: 'Something went wrong',
            form,
            fieldFor,
          }),
        )}
      >
        {field('fullName', 'Full name')}
        {field('email', 'Email')}
        {field('phone', 'Phone number')}
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

function renderWithToaster(ui: React.ReactElement) {
  return renderInSegment(
    'account',
    <>
      {ui}
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
  );
}

afterEach(() => act(() => void toast.dismiss()));

describe('submitJson', () => {
  it('shows Loading... while the request travels, then the success text in its place', async () => {
    const { fetchMock, answer } = mockFetch([200, { message: 'Saved on the server' }]);
    renderWithToaster(<p>page</p>);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = submitJson(
        '/api/subscribers',
        { email: 'ada@example.com' },
        {
          loading: 'Loading...',
          success: 'Thanks for subscribing!',
          error: 'Something went wrong',
        },
      );
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscribers',
      expect.objectContaining({ method: 'POST', body: '{"email":"ada@example.com"}' }),
    );
    await answer();
    await act(() => done);
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it("shows the server's success message when the caller gives none", async () => {
    const { answer } = mockFetch([200, { message: 'Login successful!' }]);
    renderWithToaster(<p>page</p>);
    const done = submitJson('/api/user_auth/login', {}, { error: 'Something went wrong' });
    await answer();
    await act(() => done);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it("shows the server's error message, else the fallback when the network fails", async () => {
    renderWithToaster(<p>page</p>);
    let reply = mockFetch([409, { code: 'conflict', message: 'This e-mail already has an account.' }]);
    let done = submitJson('/api/user_auth/signup', {}, { error: 'Something went wrong' });
    await reply.answer();
    expect((await act(() => done)).status).toBe(409);
    expect(await screen.findByText('This e-mail already has an account.')).toBeInTheDocument();
    reply = mockFetch('offline');
    done = submitJson('/api/user_auth/signup', {}, { error: 'Something went wrong' });
    await reply.answer();
    expect((await act(() => done)).status).toBe(0);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields as sent and focuses the first field of the form", async () => {
    const { answer } = mockFetch([
      422,
      {
        message: 'Please check the highlighted fields.',
        fieldErrors: { phone: ['Enter a Nigerian number.'], email: ['This e-mail is already used.', 'second'] },
      },
    ]);
    const user = userEvent.setup();
    renderWithToaster(<Profile />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await answer();
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This e-mail is already used.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Enter a Nigerian number.');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a field the request names otherwise on the form field that stands for it', async () => {
    const { answer } = mockFetch([
      400,
      { message: 'Check the party.', fieldErrors: { contact: ['Give a way to reach you.'] } },
    ]);
    const user = userEvent.setup();
    renderWithToaster(<Profile fieldFor={{ contact: 'phone' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answer();
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('Give a way to reach you.');
  });
});
