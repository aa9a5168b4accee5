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
      onChange={onChange}
    />,
  );
  return onChange;
}

it('shows one month on phones and two from 768px', () => {
  mockWidth(false);
  const { unmount } = render(
    <DateRangeCalendar locale="en" checkIn="" checkOut="" today="2030-01-08" onChange={jest.fn()} />,
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
