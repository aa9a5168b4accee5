import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderInSegment } from '@/i18n/testing';
import { addDays, todayInLagos } from '@/lib/dates';
import SearchBarForm from './search-bar-form';
import { SEARCH_STORAGE_KEY } from './search-storage';

/** A day n days from today in Lagos (the calendar's stand-in picks such days). */
const mockDay = (n: number) => addDays(todayInLagos(), n);

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }), useParams: () => ({}) }));

// The calendar stands in for react-day-picker: one button per range it can report.
jest.mock('./date-range-calendar', () => ({
  DateRangeCalendar: ({ onChange }: { onChange: (checkIn: string, checkOut: string) => void }) => (
    <div>
      <button type="button" onClick={() => onChange(mockDay(10), '')}>
        pick check-in only
      </button>
      <button type="button" onClick={() => onChange(mockDay(10), mockDay(10))}>
        pick same day
      </button>
      <button type="button" onClick={() => onChange(mockDay(10), mockDay(13))}>
        pick three nights
      </button>
    </div>
  ),
}));

const today = todayInLagos();

function setup(props: Partial<ComponentProps<typeof SearchBarForm>> = {}) {
  const user = userEvent.setup();
  const view = renderInSegment('site', <SearchBarForm variant="hero" today={todayInLagos()} {...props} />);
  const hidden = (name: string) => view.container.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`);
  return { user, hidden, location: screen.getByLabelText('Destination'), submit: () => user.click(searchButton()) };
}
const searchButton = () => screen.getByRole('button', { name: 'Search' });
const datesButton = () => screen.getByRole('button', { name: /^Check-in — Check-out/ });
// While a modal picker is open the rest of the page is hidden from assistive technology, so look past that.
const guestsButton = () => screen.getByRole('button', { name: /^Guests/, hidden: true });

async function pickDates(user: ReturnType<typeof userEvent.setup>, range: string) {
  await user.click(datesButton());
  await user.click(await screen.findByRole('button', { name: range }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
}

beforeEach(() => {
  sessionStorage.clear();
  mockPush.mockClear();
});

describe('SearchBarForm validation', () => {
  it('asks for a destination', async () => {
    const { location, submit } = setup();
    await submit();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription('Please enter a destination to start searching');
    expect(location).toHaveFocus();
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('asks for a check-in date', async () => {
    const { submit } = setup({ defaults: { location: 'Lagos', checkIn: '', checkOut: '' } });
    await submit();
    expect(datesButton()).toHaveAccessibleDescription('Check-in date is required Check-out date is required');
  });

  it('asks for a check-out date', async () => {
    const { user, submit } = setup({ defaults: { location: 'Lagos' } });
    await pickDates(user, 'pick check-in only');
    await submit();
    expect(datesButton()).toHaveAccessibleDescription('Check-out date is required');
    expect(datesButton()).toHaveFocus();
  });

  it('asks for guests', async () => {
    const { submit } = setup({ defaults: { location: 'Lagos', adults: 0 } });
    await submit();
    expect(guestsButton()).toHaveAccessibleDescription('Please select guests');
  });

  it('wants the check-out after the check-in', async () => {
    const { submit } = setup({
      defaults: { location: 'Lagos', checkIn: mockDay(12), checkOut: mockDay(10) },
    });
    await submit();
    expect(datesButton()).toHaveAccessibleDescription('Check out date must be after start date');
  });

  it('refuses a check-in beyond the booking horizon, saying how far ahead one may be', async () => {
    const { submit } = setup({
      defaults: { location: 'Lagos', checkIn: mockDay(366), checkOut: mockDay(368) },
    });
    await submit();
    expect(datesButton()).toHaveAccessibleDescription('Check-in can be at most 365 days ahead.');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('wants the check-out after the check-in: a same-day range is not', async () => {
    const { user, submit } = setup({ defaults: { location: 'Lagos' } });
    await pickDates(user, 'pick same day');
    await submit();
    expect(datesButton()).toHaveAccessibleDescription('Check out date must be after start date');
  });

  it('clears a message once its field is edited', async () => {
    const { user, location, submit } = setup();
    await submit();
    await user.type(location, 'Abuja');
    expect(location).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a destination to start searching')).not.toBeInTheDocument();
  });
});

describe('SearchBarForm guests', () => {
  it('keeps each counter at or above its minimum', async () => {
    const { user, hidden } = setup();
    expect(guestsButton()).toHaveAccessibleName('Guests 2 Adults • 0 Children • 1 Room');
    await user.click(guestsButton());
    await screen.findByRole('dialog', { name: 'Guests' });
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'Decrease Adults' }));
      await user.click(screen.getByRole('button', { name: 'Decrease Children' }));
      await user.click(screen.getByRole('button', { name: 'Decrease Rooms' }));
    }
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toHaveAttribute('aria-disabled', 'true');
    expect(guestsButton()).toHaveAccessibleName('Guests 1 Adult • 0 Children • 1 Room');
    await user.click(screen.getByRole('button', { name: 'Increase Children' }));
    await user.click(screen.getByRole('button', { name: 'Increase Rooms' }));
    expect(guestsButton()).toHaveAccessibleName('Guests 1 Adult • 1 Child • 2 Rooms');
    expect([hidden('adults')?.value, hidden('children')?.value, hidden('room')?.value]).toEqual(['1', '1', '2']);
  });

  it('stops rooms at ten', async () => {
    const { user } = setup();
    await user.click(guestsButton());
    await screen.findByRole('dialog', { name: 'Guests' });
    for (let i = 0; i < 12; i++) await user.click(screen.getByRole('button', { name: 'Increase Rooms' }));
    expect(guestsButton()).toHaveAccessibleName('Guests 2 Adults • 0 Children • 10 Rooms');
  });

  it('closes its sheet with Done and returns focus to the field', async () => {
    const { user } = setup();
    await user.click(guestsButton());
    await screen.findByRole('dialog', { name: 'Guests' });
    expect(guestsButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(guestsButton()).toHaveFocus();
  });
});

describe('SearchBarForm guests popover from 768 px', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(min-width: 768px)' });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('opens a popover by keyboard, counts, and closes with Escape back to the button', async () => {
    const { user } = setup();
    guestsButton().focus();
    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Guests' });
    // Not modal: the rest of the page stays available.
    expect(screen.getByRole('button', { name: /^Guests/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(popover).getByRole('button', { name: 'Increase Children' }));
    expect(guestsButton()).toHaveAccessibleName('Guests 2 Adults • 1 Child • 1 Room');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(guestsButton()).toHaveFocus();
  });
});

describe('SearchBarForm submit', () => {
  it('stores the search and opens the results', async () => {
    const { user, location, submit } = setup();
    await user.type(location, '  Lekki ');
    await submit();
    const stored = { location: 'Lekki', checkIn: today, checkOut: addDays(today, 1), adults: 2, children: 0, room: 1 };
    expect(JSON.parse(sessionStorage.getItem(SEARCH_STORAGE_KEY) ?? '')).toEqual(stored);
    expect(mockPush).toHaveBeenCalledWith(
      `/hotel/result?location=Lekki&checkIn=${today}&checkOut=${addDays(today, 1)}&adults=2&children=0&room=1`,
    );
  });

  it('adds type=apartment from the Apartments tab, with the picked dates', async () => {
    const { user, location, submit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Apartments' }));
    await user.type(location, 'Abuja');
    await pickDates(user, 'pick three nights');
    await submit();
    expect(mockPush).toHaveBeenCalledWith(
      `/hotel/result?location=Abuja&checkIn=${mockDay(10)}&checkOut=${mockDay(13)}&adults=2&children=0&room=1&type=apartment`,
    );
  });
});

describe('SearchBarForm initial values', () => {
  // Next year's March: always ahead, so the stored dates are never moved forward as stale.
  const year = Number(today.slice(0, 4)) + 1;
  const stored = {
    location: 'Ibadan',
    checkIn: `${year}-03-01`,
    checkOut: `${year}-03-04`,
    adults: 3,
    children: 1,
    room: 2,
  };

  it('prefills the form from session storage', async () => {
    sessionStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(stored));
    const { location, hidden } = setup({ variant: 'compact' });
    expect(location).toHaveValue('Ibadan');
    expect(guestsButton()).toHaveAccessibleName('Guests 3 Adults • 1 Child • 2 Rooms');
    expect(datesButton()).toHaveAccessibleName(/Mar 1 — Mar 4/);
    expect([hidden('checkIn')?.value, hidden('checkOut')?.value]).toEqual([`${year}-03-01`, `${year}-03-04`]);
  });

  it('lets values from the URL win over storage', () => {
    sessionStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(stored));
    const { location, hidden } = setup({ defaults: { location: 'Lagos', adults: 1 } });
    expect(location).toHaveValue('Lagos');
    expect(hidden('adults')).toHaveValue('1');
    expect(hidden('checkIn')).toHaveValue(`${year}-03-01`);
  });

  it('starts from today to tomorrow with 2 adults, 0 children and 1 room', () => {
    const { hidden } = setup();
    expect(hidden('checkIn')).toHaveValue(today);
    expect(hidden('checkOut')).toHaveValue(addDays(today, 1));
    expect(guestsButton()).toHaveAccessibleName('Guests 2 Adults • 0 Children • 1 Room');
  });
});

describe('the hero bar and the sticky bar of one page', () => {
  function Bars({ sticky }: { sticky: boolean }) {
    return (
      <>
        <section aria-label="hero">
          <SearchBarForm variant="hero" today={today} />
        </section>
        {sticky && (
          <section aria-label="sticky">
            <SearchBarForm variant="compact" today={today} />
          </section>
        )}
      </>
    );
  }
  const bar = (name: string) => within(screen.getByRole('region', { name }));

  it('shows in the sticky bar what was put in the hero, and back', async () => {
    const user = userEvent.setup();
    const view = renderInSegment('site', <Bars sticky={false} />);
    await user.type(bar('hero').getByLabelText('Destination'), 'Abuja');
    await user.click(bar('hero').getByRole('button', { name: /^Guests/ }));
    await user.click(await screen.findByRole('button', { name: /Increase Children/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));

    view.rerender(<Bars sticky />);
    expect(bar('sticky').getByLabelText('Destination')).toHaveValue('Abuja');
    expect(bar('sticky').getByRole('button', { name: /^Guests/ })).toHaveAccessibleName(
      'Guests 2 Adults • 1 Child • 1 Room',
    );

    await user.clear(bar('sticky').getByLabelText('Destination'));
    await user.type(bar('sticky').getByLabelText('Destination'), 'Lekki');
    expect(bar('hero').getByLabelText('Destination')).toHaveValue('Lekki');
  });
});
