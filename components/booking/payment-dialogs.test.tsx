import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSegment } from '@/i18n/testing';
import { BookingIssueDialog } from './booking-issue-dialog';
import { PaymentDialog } from './payment-dialog';

/** The booking page's dialogs, with the booking page's messages. */
const inEnglish = (ui: React.ReactElement) => renderInSegment('booking', ui);

describe('PaymentDialog', () => {
  it("says the spec's three messages and chooses only a supported way to pay", async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    inEnglish(<PaymentDialog open onOpenChange={() => undefined} amount="₦90,000" cardPayments onChoose={onChoose} />);
    expect(screen.getByRole('dialog', { name: 'How would you like to pay?' })).toHaveTextContent(
      'Your booking total is ₦90,000.',
    );
    const go = screen.getByRole('button', { name: 'Continue' });
    await user.click(go);
    expect(await screen.findByText('Please select a payment method.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Pay now/ }));
    expect(screen.getByText(/^International cards are not accepted/)).toBeVisible();
    await user.click(go);
    expect(await screen.findByText('Please select a payment gateway.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Paystack' }));
    await user.click(go);
    expect(await screen.findByText('Paystack is currently not supported.')).toBeVisible();
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Flutterwave' }));
    await user.click(go);
    expect(onChoose).toHaveBeenCalledWith('payNow');
  });

  it("says 'Pay now' is unavailable when the site takes no card payments, and still books to pay at the property", async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    inEnglish(
      <PaymentDialog open onOpenChange={() => undefined} amount="₦90,000" cardPayments={false} onChoose={onChoose} />,
    );
    const payNow = screen.getByRole('radio', { name: /^Pay now/ });
    expect(payNow).toBeDisabled();
    expect(payNow).toHaveAccessibleDescription('This payment option is currently unavailable.');
    await user.click(screen.getByRole('radio', { name: /^Pay at the property/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChoose).toHaveBeenCalledWith('payAtProperty');
  });
});

describe('BookingIssueDialog', () => {
  const actions = { onClose: jest.fn(), onRetryPayment: jest.fn(), onRetryBooking: jest.fn() };

  it("offers 'Retry Payment' when the booking exists and the guest pays now", async () => {
    inEnglish(<BookingIssueDialog issue={{ message: 'Card declined.', created: true, payNow: true }} {...actions} />);
    expect(screen.getByRole('alertdialog', { name: 'Booking Issue' })).toHaveTextContent(
      'An error occurred: Card declined. Your booking was created. You can retry payment.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry Payment' }));
    expect(actions.onRetryPayment).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Retry Booking' })).toBeNull();
  });

  it("offers 'Retry Booking' when the booking could not be made", async () => {
    inEnglish(
      <BookingIssueDialog issue={{ message: 'Something went wrong', created: false, payNow: true }} {...actions} />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'An error occurred: Something went wrong. Booking could not be completed. Please try again.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry Booking' }));
    expect(actions.onRetryBooking).toHaveBeenCalled();
  });
});
