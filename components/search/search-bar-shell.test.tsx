import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('sends a search pressed while the full bar, reached from the destination, is still on its way', async () => {
    setup('');
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.focus(destination);
    fireEvent.change(destination, { target: { value: 'Ikeja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mockPush).toHaveBeenCalledWith(
        `/hotel/result?location=Ikeja&checkIn=${day(9)}&checkOut=${day(11)}&adults=3&children=0&room=1`,
      ),
    );
  });

  it('suggests a destination typed while the full bar is on its way, without another key', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q')!;
      asked.push(q);
      const suggestions = q === 'ab' ? [{ kind: 'city', name: 'Abuja', context: 'FCT', count: 4 }] : [];
      return { ok: true, status: 200, json: async () => ({ suggestions }) };
    }) as unknown as typeof fetch;
    setup('');
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.focus(destination);
    fireEvent.change(destination, { target: { value: 'ab' } });
    const list = await screen.findByRole('listbox', { name: 'Suggested destinations' });
    expect(within(list).getByRole('option', { name: /^Abuja/ })).toBeInTheDocument();
    expect(asked).toEqual(['ab']);
    const field = screen.getByRole('combobox', { name: 'Destination' });
    expect(field).toHaveValue('ab');
    expect(field).toHaveFocus();
  });

  it('suggests nothing for the destination the page gave it when the full bar takes over', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').searchParams.get('q')!);
      return { ok: true, status: 200, json: async () => ({ suggestions: [] }) };
    }) as unknown as typeof fetch;
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
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

describe("the home page's bars", () => {
  function home() {
    const user = userEvent.setup();
    const view = renderInSegment(
      'site',
      <>
        <div data-testid="hero">
          <SearchBarShell
            variant="hero"
            fromStorage
            today={day(0)}
            values={{ ...values, location: '' }}
            datesText="Fri, Jan 10 — Sun, Jan 12"
            guestsText="3 Adults • 0 Children • 1 Room"
          />
        </div>
        <div data-testid="sticky">
          <SearchBarShell
            fromStorage
            today={day(0)}
            values={{ ...values, location: '' }}
            datesText="Jan 10 — Jan 12"
            guestsText="3 Adults • 0 Children • 1 Room"
          />
        </div>
      </>,
    );
    const hero = within(screen.getByTestId('hero'));
    const sticky = within(screen.getByTestId('sticky'));
    return { user, view, hero, sticky };
  }

  it('offers Hotels and Apartments in the hero, and the choice made there goes on in the full bar and the search', async () => {
    const { user, hero } = home();
    expect(hero.getByRole('radio', { name: 'Hotels' })).toBeChecked();
    await user.click(hero.getByRole('radio', { name: 'Apartments' }));
    await user.click(hero.getByRole('combobox', { name: 'Destination' }));
    await waitFor(() => expect(hero.getByRole('combobox', { name: 'Destination' })).toHaveFocus());
    expect(hero.getByRole('radio', { name: 'Apartments' })).toBeChecked();
    await user.keyboard('Ikeja{Enter}');
    await waitFor(() =>
      expect(mockPush).toHaveBeenCalledWith(
        `/hotel/result?location=Ikeja&checkIn=${day(9)}&checkOut=${day(11)}&adults=3&children=0&room=1&type=apartment`,
      ),
    );
  });

  it("starts from the session's last search once it runs", async () => {
    sessionStorage.setItem(
      'hotel-search-params',
      JSON.stringify({ location: 'Calabar', checkIn: day(20), checkOut: day(23), adults: 1, children: 1, room: 1 }),
    );
    const { hero, sticky, view } = home();
    await waitFor(() => expect(hero.getByRole('combobox', { name: 'Destination' })).toHaveValue('Calabar'));
    expect(sticky.getByRole('combobox', { name: 'Destination' })).toHaveValue('Calabar');
    await waitFor(() =>
      expect(hero.getByRole('button', { name: /^Guests 1 Adult • 1 Child • 1 Room$/ })).toBeInTheDocument(),
    );
    // The dates are worded in the browser for the stored stay, with the weekday as in the hero's full bar.
    expect(hero.queryByText('Fri, Jan 10 — Sun, Jan 12')).toBeNull();
    expect(hero.getByText(/^\w{3}, \w{3} \d{1,2} — \w{3}, \w{3} \d{1,2}$/)).toBeInTheDocument();
    const hidden = Object.fromEntries(
      [...view.container.querySelectorAll<HTMLInputElement>('[data-testid=hero] input[type=hidden]')].map((i) => [
        i.name,
        i.value,
      ]),
    );
    expect(hidden).toEqual({ checkIn: day(20), checkOut: day(23), adults: '1', children: '1', room: '1' });
  });

  it('keeps both bars on one search once one of them has become the full bar', async () => {
    const { user, hero, sticky } = home();
    await user.click(hero.getByRole('combobox', { name: 'Destination' }));
    await waitFor(() => expect(hero.getByRole('combobox', { name: 'Destination' })).toHaveFocus());
    await user.keyboard('Jos');
    await waitFor(() => expect(sticky.getByRole('combobox', { name: 'Destination' })).toHaveValue('Jos'));
  });
});
