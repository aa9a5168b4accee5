import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toaster } from '@/components/ui/toaster';
import { renderInSegment } from '@/i18n/testing';
import { Newsletter as PlainNewsletter } from './newsletter';
import Newsletter from './newsletter-form-part';

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function setup() {
  const user = userEvent.setup();
  renderInSegment(
    'site',
    <>
      <Newsletter />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </>,
  );
  return { user, email: screen.getByRole('textbox', { name: 'Your e-mail address' }) };
}

afterEach(() => toast.dismiss());

describe('Newsletter form', () => {
  it('checks the address before sending, with the spec’s messages, and focuses the field', async () => {
    const fetchMock = mockFetch(201, {});
    const { user, email } = setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address is required')).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email address is required');
    await user.type(email, 'not-an-address');
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, says so in a toast and empties the field', async () => {
    const fetchMock = mockFetch(201, { message: 'ignored' });
    const { user, email } = setup();
    await user.type(email, 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed to the newsletter!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/subscribers/new', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('shows the server’s message as an error toast, else the spec’s fallback', async () => {
    mockFetch(409, { code: 'alreadySubscribed', message: 'This address is already subscribed' });
    const { user, email } = setup();
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This address is already subscribed')).toBeVisible();
    expect(email).toHaveValue('ada@example.com');

    mockFetch(500, {});
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
  });
});

describe("the home page's plain newsletter form", () => {
  function page() {
    const user = userEvent.setup();
    const view = renderInSegment(
      'site',
      <>
        <PlainNewsletter />
        <Toaster regionLabel="Notifications" closeLabel="Close" />
      </>,
    );
    return { user, view };
  }

  it('keeps the plain field while the visitor types, and hands over to the checked form on Subscribe', async () => {
    const fetchMock = mockFetch(201, {});
    const { user, view } = page();
    const plain = screen.getByRole('textbox', { name: 'Your e-mail address' });
    await user.type(plain, 'ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).toBe(plain);
    expect(plain).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed to the newsletter!')).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).not.toBe(plain);
    expect(view.container.querySelectorAll('form')).toHaveLength(1);
  });

  it('sends an address typed without keys (pasted, filled in by the browser)', async () => {
    const fetchMock = mockFetch(201, {});
    page();
    const plain = screen.getByRole('textbox', { name: 'Your e-mail address' });
    fireEvent.change(plain, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully subscribed to the newsletter!')).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com' });
  });

  it('checks an address sent at once like the checked form', async () => {
    const fetchMock = mockFetch(201, {});
    const { user } = page();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
