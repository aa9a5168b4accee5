'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { BOOKING_SELECTION_KEY, bookingDetailsHref, type BookingSelection } from '@/components/hotel/booking-selection';
import { ReadyMark } from '@/components/layout/ready-mark';
import { localePath } from '@/i18n/paths';
import type { BookingPage, BookingPageHotel, BookingPageStay } from '@/lib/data/booking-page';
import { loadDayLabel } from '@/lib/format/day-loader';
import type { DayLabel } from '@/lib/format/day-pattern';
import { hotelPath } from '@/lib/slug';
import { BookingForm } from './booking-form';
import type { GuestDefaults } from './booking-payload';
import { Breadcrumb } from './breadcrumb';
import { InvalidDatesNotice } from './invalid-dates-notice';
import { CancellationCost, PaymentSchedule, PriceSummary } from './price-summary';
import { SelectionProblem } from './selection-problem';
import { askEarly, stageAnswer } from './stage-request';
import { StaySummary } from './stay-summary';
import { card } from './styles';

/** What GET /api/hotels/{id}/booking-page answers for the page's address. */
export type BookingStageData = BookingPage & { guest: GuestDefaults; signedIn: boolean };

/** `payment` is what a return from the card checkout says in the address ('failed', 'cancelled'), or null. */
type Stage =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: BookingStageData; payment: string | null };

/** The hotel page with the stay kept, at its rooms. */
function hotelHref(slug: string, stay: BookingPageStay, rooms: number): string {
  const query = new URLSearchParams();
  if (stay.checkIn) query.set('checkIn', stay.checkIn);
  if (stay.checkOut) query.set('checkOut', stay.checkOut);
  query.set('adults', String(stay.adults));
  query.set('children', String(stay.children));
  query.set('room', String(Math.max(1, rooms)));
  return `${hotelPath(slug)}?${query}#availability`;
}

/** The booking page address of the rooms Reserve kept for this property in this tab, or ''. */
function storedHref(hotelId: string): string {
  try {
    const selection = JSON.parse(sessionStorage.getItem(BOOKING_SELECTION_KEY) ?? 'null') as BookingSelection | null;
    if (!selection?.selectedRoomDetails?.length || selection.propertyId !== hotelId) return '';
    return bookingDetailsHref(selection);
  } catch {
    return '';
  }
}

// The stay and the page language's date words are asked for as soon as this module runs in the browser, while the
// page hydrates, rather than once it has.
if (typeof window !== 'undefined') {
  askEarly(window.location);
  loadDayLabel(document.documentElement.lang).catch(() => {});
}

export interface BookingStageProps {
  hotel: Pick<BookingPageHotel, 'id' | 'slug' | 'name' | 'checkInTime' | 'checkOutTime'>;
  /** The steps and the page's title, rendered on the server. */
  heading: ReactNode;
  /** The property's card, rendered on the server. */
  hotelCard: ReactNode;
  /** The good-to-know list, rendered on the server, for the form. */
  goodToKnow: ReactNode;
  cardPayments: boolean;
}

/**
 * Everything on the booking page that depends on its address and on who asks: the stay, the server's prices, what no
 * longer fits, and the form. The page around it is kept for everyone; this part asks the API for the stay of the
 * address once the page runs (the form needs JavaScript to send anyway). Until the answer, boxes of the cards' size
 * hold their places, so nothing painted moves when they fill.
 */
export function BookingStage({ hotel, heading, hotelCard, goodToKnow, cardPayments }: BookingStageProps) {
  const t = useTranslations('booking.page');
  const tn = useTranslations('common.nav');
  const to = useTranslations('onboarding');
  const locale = useLocale();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [dayLabel, setDayLabel] = useState<DayLabel | null>(null);

  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    // A bare address (a bookmark, a link typed by hand): the rooms Reserve kept in this tab go back in the address.
    if (!address.get('selection') && !address.get('bookingId')) {
      const href = storedHref(hotel.id);
      if (href) {
        window.location.replace(href);
        return;
      }
    }
    const controller = new AbortController();
    stageAnswer(hotel.id, address, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const done = data.existing && (data.existing.status === 'confirmed' || data.existing.status === 'completed');
        if (done) {
          const confirmation = `/hotel/confirmation/${encodeURIComponent(hotel.id)}/${encodeURIComponent(data.existing!.id)}`;
          window.location.replace(localePath(confirmation, locale));
          return;
        }
        setStage({ kind: 'ready', data, payment: address.get('payment') });
      },
      () => {
        if (!controller.signal.aborted) setStage({ kind: 'failed' });
      },
    );
    // The nights' date words: the stay is shown without waiting for them, their places kept until they come.
    loadDayLabel(locale).then(
      (label) => {
        if (!controller.signal.aborted) setDayLabel(() => label);
      },
      () => {},
    );
    return () => controller.abort();
  }, [hotel.id, locale]);

  const data = stage.kind === 'ready' ? stage.data : null;
  const quote = data?.quote ?? null;
  const back = data
    ? hotelHref(hotel.slug, data.stay, quote?.numberOfRooms ?? 1)
    : `${hotelPath(hotel.slug)}#availability`;
  const bookable =
    data &&
    quote &&
    data.sleeps &&
    !data.dateProblem &&
    !data.selectionProblem &&
    data.shortfalls.length === 0 &&
    !data.partyProblem;
  const pending = data?.existing?.status === 'pending_payment' ? data.existing : null;
  const payment = stage.kind === 'ready' ? stage.payment : null;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 pt-4">
      <Breadcrumb
        label={t('breadcrumb')}
        items={[
          { label: tn('home'), href: '/' },
          { label: t('pageName'), current: true },
          { label: hotel.name, href: back },
        ]}
      />
      {heading}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4">
          {hotelCard}
          {stage.kind === 'loading' && <div aria-hidden="true" className={`${card} min-h-[58rem]`} />}
          {data && (
            <StaySummary
              stay={data.stay}
              nights={quote?.nights ?? null}
              rooms={quote?.lines.map((l) => ({ roomName: l.roomName, count: l.numberOfRooms })) ?? []}
              checkInTime={hotel.checkInTime}
              checkOutTime={hotel.checkOutTime}
              changeHref={back}
            />
          )}
          {quote && <PriceSummary quote={quote} dayLabel={dayLabel} />}
          {quote && <PaymentSchedule amount={quote.amountToBePaid} />}
          {quote && data?.stay.checkIn && <CancellationCost quote={quote} checkIn={data.stay.checkIn} />}
        </div>
        <div className="min-w-0 space-y-4">
          {stage.kind === 'loading' && (
            <div className={`${card} min-h-[60rem]`}>
              <p role="status" className="text-sm font-medium text-gray-600 dark:text-gray-300">
                {to('loading')}
              </p>
            </div>
          )}
          {stage.kind === 'failed' && (
            <p role="alert" className={`${card} text-sm font-medium text-red-700 dark:text-red-400`}>
              {t('hotelCard.failed')}
            </p>
          )}
          {data && !bookable && (
            <>
              <SelectionProblem
                problem={data.dateProblem ? null : data.selectionProblem}
                shortfalls={data.shortfalls}
                partyProblem={data.partyProblem}
                hotelHref={back}
              />
              {data.dateProblem && <InvalidDatesNotice hotelHref={back} problem={data.dateProblem} />}
            </>
          )}
          {data?.existing?.status === 'expired' && (
            <p
              role="status"
              className="rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
            >
              {t('problems.expired')}
            </p>
          )}
          {bookable && data && quote && data.sleeps && (
            <BookingForm
              hotelId={hotel.id}
              hotelHref={back}
              stay={{
                checkIn: data.stay.checkIn!,
                checkOut: data.stay.checkOut!,
                adults: data.stay.adults,
                children: data.stay.children,
              }}
              quote={quote}
              sleeps={data.sleeps}
              defaults={pending ? pending.guest : data.guest}
              signedIn={data.signedIn && !pending}
              existingBookingId={pending?.id ?? null}
              paymentReturn={pending && (payment === 'failed' || payment === 'cancelled') ? payment : null}
              goodToKnow={goodToKnow}
              cardPayments={cardPayments}
            />
          )}
        </div>
      </div>
      {/* The page answers a tap once its stay and form are in it. */}
      {stage.kind !== 'loading' && <ReadyMark />}
    </div>
  );
}
