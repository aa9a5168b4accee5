import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { mockFetch, requestsOf, type Reply } from '@/components/auth/testing';
import { renderInSegment } from '@/i18n/testing';
import en from '@/messages/en';
import { FindBookingForm } from './find-booking-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn() }),
  useParams: () => ({ locale: 'fr' }),
}));
jest.mock('sonner');

const wrong = en.validation.bookingCodeWrong;
const BOOKING = '7b0c3c0e-8d0e-4b7e-9a51-0c7f0c1d2e3f';

beforeEach(() => jest.clearAllMocks());

it('asks for a code with the reference and the booking’s e-mail, then opens the booking with it', async () => {
  const fetchMock = mockFetch((path, body): Reply => {
    if (path === '/api/manage-booking/code') return [200, { message: en.manage.codeSent }];
    return (body as { otp: string }).otp === '123456'
      ? [200, { bookingId: BOOKING, message: en.manage.opened }]
      : [400, { code: 'invalidCode', message: wrong, fieldErrors: { otp: [wrong] } }];
  });
  const user = userEvent.setup();
  renderInSegment('manage', <FindBookingForm />);

  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByLabelText('Booking reference')).toHaveAccessibleDescription(
    expect.stringContaining(en.validation.bookingReferenceInvalid),
  );
  expect(screen.getByLabelText('E-mail or phone number')).toHaveAccessibleDescription(
    expect.stringContaining(en.validation.bookingContactRequired),
  );
  await user.type(screen.getByLabelText('Booking reference'), 'k7qm-2xpa');
  await user.type(screen.getByLabelText('E-mail or phone number'), 'Ada@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  const code = await screen.findByLabelText('Verification code');
  expect(toast.success).toHaveBeenCalledWith(en.manage.codeSent);
  expect(screen.getByRole('status')).toHaveTextContent(
    'If booking \u2068K7QM2XPA\u2069 has \u2068ada@example.com\u2069 on it, we have sent a 6-digit code there.',
  );
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: 'Open booking' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(wrong));
  expect(mockPush).not.toHaveBeenCalled();

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Open booking' }));
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith(`/fr/manage-booking/${BOOKING}`));
  expect(requestsOf(fetchMock).map(({ path, body }) => [path, body])).toEqual([
    ['/api/manage-booking/code', { reference: 'K7QM2XPA', contact: 'ada@example.com' }],
    ['/api/manage-booking/open', { reference: 'K7QM2XPA', contact: 'ada@example.com', otp: '654321' }],
    ['/api/manage-booking/open', { reference: 'K7QM2XPA', contact: 'ada@example.com', otp: '123456' }],
  ]);
});

it('takes a phone number in the +234 form, starts from a given reference, and needs a new code for other details', async () => {
  const fetchMock = mockFetch(() => [200, { message: en.manage.codeSent }]);
  const user = userEvent.setup();
  renderInSegment('manage', <FindBookingForm reference="K7QM2XPA" />);
  expect(screen.getByLabelText('Booking reference')).toHaveValue('K7QM2XPA');
  await user.type(screen.getByLabelText('E-mail or phone number'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByLabelText('E-mail or phone number')).toHaveAccessibleDescription(
    expect.stringContaining(en.validation.bookingContactInvalid),
  );
  await user.clear(screen.getByLabelText('E-mail or phone number'));
  await user.type(screen.getByLabelText('E-mail or phone number'), '0803 123 4567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Verification code');
  expect(requestsOf(fetchMock)[0]?.body).toEqual({ reference: 'K7QM2XPA', contact: '+2348031234567' });
  expect(screen.getByRole('status')).toHaveTextContent('\u2068+234 803 123 4567\u2069');

  await user.type(screen.getByLabelText('E-mail or phone number'), '8');
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
});
