import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeCalendar } from './date-range-calendar';

function mockWidth(wide: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function setup(locale = 'en') {
  const onChange = jest.fn();
  render(
    <DateRangeCalendar
      locale={locale}
      checkIn="2030-01-10"
      checkOut="2030-01-11"
      today="2030-01-08"
      horizonDays={365}
      onChange={onChange}
    />,
  );
  return onChange;
}

it('shows one month on phones and two from 768px', () => {
  mockWidth(false);
  const { unmount } = render(
    <DateRangeCalendar locale="en" checkIn="" checkOut="" today="2030-01-08" horizonDays={365} onChange={jest.fn()} />,
  );
  expect(screen.getAllByRole('grid')).toHaveLength(1);
  unmount();
  mockWidth(true);
  setup();
  expect(screen.getAllByRole('grid')).toHaveLength(2);
});

it('disables days before today and reports picked ranges as yyyy-MM-dd', async () => {
  mockWidth(false);
  const onChange = setup();
  expect(screen.getByRole('button', { name: /January 7th, 2030/ })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /January 20th, 2030/ }));
  expect(onChange).toHaveBeenLastCalledWith('2030-01-20', '');
});

it('names months in the chosen language', () => {
  mockWidth(false);
  setup('fr');
  expect(screen.getByRole('grid', { name: /janvier 2030/i })).toBeInTheDocument();
});

it('stops check-ins at the booking horizon, and a check-out the longest stay after the check-in', async () => {
  mockWidth(true);
  const onChange = jest.fn();
  const props = { locale: 'en', today: '2030-01-08', horizonDays: 30, onChange };
  // 2030-01-08 plus 30 days is 2030-02-07.
  const { unmount } = render(<DateRangeCalendar {...props} checkIn="2030-01-10" checkOut="2030-01-11" />);
  expect(screen.getByRole('button', { name: /February 7th, 2030/ })).toBeEnabled();
  expect(screen.getByRole('button', { name: /February 8th, 2030/ })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /February 8th, 2030/ }));
  expect(onChange).not.toHaveBeenCalled();
  unmount();
  render(<DateRangeCalendar {...props} checkIn="2030-02-07" checkOut="" />);
  expect(screen.getByRole('button', { name: /March 9th, 2030/ })).toBeEnabled();
  expect(screen.getByRole('button', { name: /March 10th, 2030/ })).toBeDisabled();
  // Navigation ends with the month of the last check-out.
  expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
});
