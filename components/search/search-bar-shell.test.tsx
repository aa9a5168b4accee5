import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSegment } from '@/i18n/testing';
import { addDays, todayInLagos } from '@/lib/dates';
import { SearchBarShell } from './search-bar-shell';

/** A day n days from today in Lagos. */
const day = (n: number) => addDays(todayInLagos(), n);

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }), useParams: () => ({}) }));

const values = {
  location: 'Lekki',
  checkIn: day(9),
  checkOut: day(11),
  adults: 3,
  children: 0,
  room: 1,
};

function setup(location = values.location) {
  const user = userEvent.setup();
  const view = renderInSegment(
    'site',
    <SearchBarShell
      today={day(0)}
      values={{ ...values, location }}
      datesText="Jan 10 — Jan 12"
      guestsText="3 Adults • 0 Children • 1 Room"
    />,
  );
  return { user, view };
}

beforeEach(() => {
  sessionStorage.clear();
  mockPush.mockClear();
});

describe('the static compact bar', () => {
  it('is a form that searches without JavaScript, holding the search it was given', () => {
    const { view } = setup();
    const form = view.container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/hotel/result');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Lekki');
    expect(screen.getByRole('button', { name: /^Guests 3 Adults • 0 Children • 1 Room$/ })).toBeInTheDocument();
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
    );
    expect(hidden).toEqual({ checkIn: day(9), checkOut: day(11), adults: '3', children: '0', room: '1' });
  });

  it('hands over to the full bar when the destination is focused, keeping the focus there', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}Ikeja{Enter}');
    await waitFor(() =>
      expect(mockPush).toHaveBeenCalledWith(
        `/hotel/result?location=Ikeja&checkIn=${day(9)}&checkOut=${day(11)}&adults=3&children=0&room=1`,
      ),
    );
  });

  it('opens the party picker of the full bar when its button is pressed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    expect(await screen.findByRole('dialog', { name: 'Guests' })).toBeInTheDocument();
  });

  it('checks the search like the full bar when sent at once', async () => {
    const { user } = setup('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter a destination to start searching')).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });
});
