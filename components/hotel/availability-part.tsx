'use client';

import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { todayInLagos } from '@/lib/dates';
import { formatNaira } from '@/lib/format/naira';
import { hotelPath } from '@/lib/slug';
import { partyFits } from '@/lib/booking/occupancy';
import { isBeyondHorizon } from '@/lib/validation/stay';
import { useBookingHorizon } from '@/components/search/booking-horizon';
import {
  bookingDetailsHref,
  buildBookingSelection,
  navigateTo,
  selectionShortOfParty,
  writeBookingSelection,
} from './booking-selection';
import { fetchRooms, readStoredSearch, rememberStay } from './availability-requests';
import {
  resolveInitialStay,
  sameStay,
  stayFromQuery,
  stayQuery,
  type StayQuery,
  type StaySearch,
} from './initial-stay';
import { maxSelectable, type RoomOffer } from './room-offer';
import { RoomChoiceContext } from './room-choice';
import { StayForm } from './stay-form';
import { useLocalePath } from '@/i18n/use-locale-path';

export interface AvailabilityClientProps {
  property: { id: string; slug: string; name: string; city: string; checkInTime: string; checkOutTime: string };
  /** Today in Lagos when the page was rendered. */
  today: string;
  initialStay: StaySearch;
  /** The stay came from the URL; otherwise a stored search takes precedence once the page runs. */
  stayFromUrl: boolean;
  /**
   * Rooms for the initial stay; null when the server could not load them; undefined when the page is the same for
   * everyone (cached): then the stay is read from the address (else the stored search) and priced in the browser.
   */
  initialRooms?: RoomOffer[] | null;
  /**
   * The room list (./room-option) as the server rendered it with the rooms it priced; without it, the list's code is
   * fetched with the rooms.
   */
  roomList?: ReactNode;
}

/**
 * idle: the cached page as sent, before the browser asks for its rooms (and for good, without JavaScript);
 * tooFarAhead: the stay's check-in is beyond the booking horizon, so no room is offered.
 */
type Status = 'idle' | 'ready' | 'loading' | 'failed' | 'tooFarAhead';

/** The room list's code, fetched together with the rooms (see search) on the page kept for everyone. */
const loadRoomList = () => import('./room-option');
const RoomList = lazy(loadRoomList);

function RoomsLoading() {
  const t = useTranslations('hotel');
  return (
    <p role="status" className="notice bg-brand-50 dark:bg-night-900">
      {t('loadingRooms')}
    </p>
  );
}

/** Live rooms and prices for a stay, the stay form, and the room selection that leads to the booking page. */
export function Availability({
  property,
  today,
  initialStay,
  stayFromUrl,
  initialRooms,
  roomList,
}: AvailabilityClientProps) {
  const toPath = useLocalePath();
  const t = useTranslations('hotel');
  const ts = useTranslations('search');
  const tv = useTranslations('validation');
  const horizonDays = useBookingHorizon();
  const [stay, setStay] = useState(initialStay);
  const [draft, setDraft] = useState(() => stayQuery(initialStay));
  const [rooms, setRooms] = useState<RoomOffer[]>(initialRooms ?? []);
  const inBrowser = initialRooms === undefined;
  const [status, setStatus] = useState<Status>(() => {
    if (inBrowser) return 'idle';
    if (isBeyondHorizon(initialStay.checkIn, horizonDays, today)) return 'tooFarAhead';
    return initialRooms ? 'ready' : 'failed';
  });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const pending = useRef<AbortController | null>(null);

  const search = async (next: StaySearch) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStay(next);
    if (isBeyondHorizon(next.checkIn, horizonDays)) {
      controller.abort();
      setRooms([]);
      setCounts({});
      setStatus('tooFarAhead');
      return;
    }
    setStatus('loading');
    // The list's code arrives while the rooms do; should it fail, the list itself asks for it again.
    if (!roomList) loadRoomList().catch(() => undefined);
    try {
      const found = await fetchRooms(property.id, next, controller.signal);
      if (controller.signal.aborted) return;
      setRooms(found);
      setCounts((previous) =>
        Object.fromEntries(found.map((r) => [r.categoryId, Math.min(previous[r.categoryId] ?? 0, maxSelectable(r))])),
      );
      setStatus('ready');
    } catch {
      if (controller.signal.aborted) return;
      setRooms([]);
      setCounts({});
      setStatus('failed');
    }
  };

  useEffect(() => {
    let next: StaySearch;
    if (inBrowser) {
      // Rooms and prices are never part of the cached page: the stay of the address, else the stored search.
      const query = stayFromQuery(new URLSearchParams(window.location.search));
      next = resolveInitialStay({ query, stored: query ? null : readStoredSearch(), today: todayInLagos() });
    } else {
      // Only on arrival: a search made elsewhere on the site applies when the link did not carry one.
      const stored = stayFromUrl ? null : readStoredSearch();
      if (!stored) return;
      next = resolveInitialStay({ query: null, stored, today: todayInLagos() });
      if (sameStay(next, initialStay)) return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address and session storage exist only in the browser, after hydration
    setDraft(stayQuery(next));
    void search(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, for the stay the page arrived with
  }, []);

  useEffect(() => () => pending.current?.abort(), []);

  const onSearch = (values: StayQuery) => {
    const next = resolveInitialStay({ query: values, stored: null, today: todayInLagos() });
    setDraft(stayQuery(next));
    rememberStay(next, property.city);
    void search(next);
  };

  const selection = useMemo(
    () => buildBookingSelection({ property, stay, rooms: status === 'ready' ? rooms : [], counts }),
    [property, stay, rooms, status, counts],
  );

  const party = { adults: stay.adults, children: stay.children };
  // The chosen rooms must house the party (lib/booking/occupancy); the booking is refused otherwise.
  const shortOfParty = selectionShortOfParty(status === 'ready' ? rooms : [], counts, party);

  const onReserve = () => {
    if (!selection.totalSelectedRooms || shortOfParty) return;
    writeBookingSelection(selection);
    navigateTo(bookingDetailsHref(selection));
  };

  const nightsText = ts('nights', { count: selection.numOfNight });
  const totalLabel = t('totalForStay', { nights: nightsText });
  const allSoldOut = status === 'ready' && rooms.every((r) => maxSelectable(r) === 0);
  // Every room still free together cannot house the party: no choice here will do.
  const partyTooLarge =
    status === 'ready' &&
    !allSoldOut &&
    !partyFits(
      rooms.map((r) => ({ ...r, numberOfRooms: maxSelectable(r) })),
      party,
    );

  return (
    <div className="space-y-4">
      <StayForm
        action={toPath(`${hotelPath(property.slug)}/rooms#availability`)}
        value={draft}
        today={today}
        busy={status === 'loading'}
        onSearch={onSearch}
      />
      {status === 'idle' && (
        // The cached page's rooms come from the browser, which asks at once; without JavaScript the stay form's plain
        // GET leads to the server-priced page.
        <p className="notice notice-quiet">{t('roomsWithoutScript')}</p>
      )}
      {status === 'loading' && <RoomsLoading />}
      {status === 'failed' && (
        <p role="alert" className="notice notice-error">
          {t('fetchFailed')}
        </p>
      )}
      {status === 'tooFarAhead' && (
        <p role="alert" className="notice notice-warn">
          {tv('checkInBeyondHorizon', { horizonDays })}
        </p>
      )}
      {allSoldOut && <p className="notice notice-quiet">{t('soldOut')}</p>}
      {partyTooLarge && <p className="notice notice-warn">{t('partyTooLargeForHotel')}</p>}
      {status === 'ready' && (
        <RoomChoiceContext
          value={{
            rooms,
            party,
            counts,
            onCount: (categoryId, n) => setCounts((c) => ({ ...c, [categoryId]: n })),
            totalLabel,
          }}
        >
          {roomList ?? (
            <Suspense fallback={<RoomsLoading />}>
              <RoomList />
            </Suspense>
          )}
        </RoomChoiceContext>
      )}
      <div className="reserve-bar">
        {/* Always in the page, so that a screen reader hears the message as the rooms change. */}
        <p
          id="party-fit"
          aria-live="polite"
          className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400"
        >
          {shortOfParty ? tv('partyTooLarge', shortOfParty) : ''}
        </p>
        <div className="flex min-h-14 items-center justify-between gap-3">
          <p className="text-sm">
            <span className="block">{t('selection', { rooms: selection.totalSelectedRooms, nights: nightsText })}</span>
            <span className="text-lg font-extrabold">{formatNaira(selection.totalDiscountedPrice)}</span>
          </p>
          <button
            type="button"
            onClick={onReserve}
            disabled={selection.totalSelectedRooms === 0 || status !== 'ready' || shortOfParty !== null}
            aria-describedby={shortOfParty ? 'party-fit' : undefined}
            className="reserve-button"
          >
            {t('reserve')}
          </button>
        </div>
      </div>
    </div>
  );
}

export default Availability;
