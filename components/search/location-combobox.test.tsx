import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSegment } from '@/i18n/testing';
import { todayInLagos } from '@/lib/dates';
import type { DestinationSuggestion } from '@/lib/destinations';
import SearchBarForm from './search-bar-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }), useParams: () => ({}) }));

const LEKKI: DestinationSuggestion[] = [
  { kind: 'area', name: 'Lekki', context: 'Lagos', count: 8 },
  { kind: 'property', name: 'Lekki Pearl Suites', context: 'Lekki, Lagos', count: 1 },
];

/** A successful JSON answer (jsdom has no Response). */
const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

/** The suggestion API: answers by typed text, recording each request and whether it was cancelled. */
const requests: { q: string; signal: AbortSignal }[] = [];
function answer(byText: Record<string, DestinationSuggestion[]>) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q')!;
    requests.push({ q, signal: init!.signal! });
    return json({ suggestions: byText[q] ?? [] });
  }) as unknown as typeof fetch;
}

/** The field's polite live region. */
const liveRegion = () => document.querySelector('form [aria-live="polite"]');

function setup() {
  const user = userEvent.setup();
  renderInSegment('site', <SearchBarForm variant="hero" today={todayInLagos()} />);
  return { user, input: screen.getByRole('combobox', { name: 'Destination' }) };
}

beforeEach(() => {
  sessionStorage.clear();
  mockPush.mockClear();
  requests.length = 0;
});

describe('the destination combobox', () => {
  it('is a collapsed combobox with a list popup before anything is typed', () => {
    answer({});
    const { input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('suggests destinations once typing pauses, asking once for the last text, and says how many', async () => {
    answer({ Lek: LEKKI });
    const { user, input } = setup();
    await user.type(input, 'Lek');
    const list = await screen.findByRole('listbox', { name: 'Suggested destinations' });
    expect(requests.map((r) => r.q)).toEqual(['Lek']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'LekkiArea · Lagos8 stays',
      'Lekki Pearl SuitesProperty · Lekki, Lagos',
    ]);
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(liveRegion()).toHaveTextContent('2 destinations suggested, use the up and down arrows to choose');
    expect(input).toHaveFocus();
  });

  it('moves with the arrow keys and picks with Enter, without sending the form', async () => {
    answer({ Lek: LEKKI });
    const { user, input } = setup();
    await user.type(input, 'Lek');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Lekki Pearl Suites');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(mockPush).not.toHaveBeenCalled();

    // Enter again, with the list closed, searches for the picked destination.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith(expect.stringContaining('location=Lekki+Pearl+Suites')));
  });

  it('closes with Escape, keeping the text, and opens again with ArrowDown', async () => {
    answer({ Lek: LEKKI });
    const { user, input } = setup();
    await user.type(input, 'Lek');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Lek');
    expect(liveRegion()).toHaveTextContent('');

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when Tab leaves the field', async () => {
    answer({ Lek: LEKKI });
    const { user, input } = setup();
    await user.type(input, 'Lek');
    await screen.findByRole('listbox');
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks an option by pointer', async () => {
    answer({ Lek: LEKKI });
    const { user, input } = setup();
    await user.type(input, 'Lek');
    await user.click(await screen.findByRole('option', { name: /^Lekki Area/ }));
    expect(input).toHaveValue('Lekki');
    expect(input).toHaveFocus();
  });

  it('cancels the request of an older text when a newer one is asked for', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q')!;
      requests.push({ q, signal: init!.signal! });
      if (q === 'Ab') await held;
      return json({ suggestions: q === 'Ab' ? LEKKI : [LEKKI[0]!] });
    }) as unknown as typeof fetch;
    const { user, input } = setup();
    await user.type(input, 'Ab');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['Ab']));
    await user.type(input, 'u');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['Ab', 'Abu']));
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    await act(async () => release());
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });

  it('says so when nothing matches, without an empty list', async () => {
    answer({});
    const { user, input } = setup();
    await user.type(input, 'Zz');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('No destinations match'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
