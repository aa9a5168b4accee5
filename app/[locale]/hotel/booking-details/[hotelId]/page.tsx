import { connection } from 'next/server';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingForm } from '@/components/booking/booking-form';
import { guestDefaults } from '@/components/booking/booking-payload';
import { BookingSteps } from '@/components/booking/booking-steps';
import { Breadcrumb } from '@/components/booking/breadcrumb';
import { GoodToKnow } from '@/components/booking/good-to-know';
import { HotelSummaryCard } from '@/components/booking/hotel-summary-card';
import { InvalidDatesNotice } from '@/components/booking/invalid-dates-notice';
import { CancellationCost, PaymentSchedule, PriceSummary } from '@/components/booking/price-summary';
import { SelectionProblem } from '@/components/booking/selection-problem';
import { SelectionRestore } from '@/components/booking/selection-restore';
import { StaySummary } from '@/components/booking/stay-summary';
import { partyCount } from '@/components/hotel/initial-stay';
import { signedInSession } from '@/components/layout/signed-in-user';
import { parseSelectionQuery } from '@/lib/booking/selection-query';
import { getBookingPage, isBookingPageProperty, type BookingPage, type BookingPageStay } from '@/lib/data/booking-page';
import { log } from '@/lib/log';
import { pageBookingViewer } from '@/lib/services/auth/booking-viewer';
import { paymentMode } from '@/lib/services/payments';
import { decodeSegment, hotelPath } from '@/lib/slug';
import { BUILD_SAMPLE_LOCALE, type Locale } from '@/i18n/config';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal and query-driven: rendered for each request, never kept; an address naming no property answers 404.
export const instant = false;

type Query = Promise<Record<string, string | string[] | undefined>>;

interface PageProps {
  params: Promise<{ locale: string; hotelId: string }>;
  searchParams: Query;
}

/** No property at build time (the sample language renders nothing): each property's frame is made on its first visit. */
export function generateStaticParams() {
  return [{ hotelId: BUILD_SAMPLE_LOCALE }];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('booking.page');
  return { title: t('metaTitle'), robots: { index: false } };
}

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

/** What does not fit; on a bare address, only once the rooms Reserve kept in this tab turn out to be none. */
function Problems({ bare, hotelId, children }: { bare: boolean; hotelId: string; children: ReactNode }) {
  return bare ? <SelectionRestore hotelId={hotelId}>{children}</SelectionRestore> : children;
}

export default async function BookingDetailsPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const hotelId = decodeSegment((await params).hotelId);
  if (!hotelId || !(await knownProperty(hotelId))) notFound();
  // Rendered whole before anything is sent, as the other pages made for a request: a frame streamed ahead of the stay
  // painted the footer under the header, and a part streamed into a page that had started could show twice.
  return <BookingDetails locale={locale} hotelId={hotelId} searchParams={searchParams} />;
}

/** Whether the property exists; when that cannot be read now, the page itself says it could not load. */
async function knownProperty(hotelId: string): Promise<boolean> {
  try {
    return await isBookingPageProperty(hotelId);
  } catch (err) {
    log.warn('booking page could not load', { hotelId, err });
    return true;
  }
}

async function BookingDetails({
  locale,
  hotelId,
  searchParams,
}: {
  locale: Locale;
  hotelId: string;
  searchParams: Query;
}) {
  await connection();
  const query = await searchParams;
  const one = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const [t, user] = await Promise.all([getTranslations('booking.page'), signedInSession()]);
  const bookingId = one('bookingId');
  const payment = one('payment');
  let page: BookingPage | null | undefined;
  try {
    page = await getBookingPage({
      hotelId,
      stay: {
        checkIn: one('checkIn'),
        checkOut: one('checkOut'),
        adults: partyCount('adults', one('adults') ?? undefined),
        children: partyCount('children', one('children') ?? undefined),
      },
      selection: parseSelectionQuery(one('selection')),
      tier: user?.membershipTier ?? 'Basic',
      bookingId,
      viewer: bookingId ? await pageBookingViewer() : undefined,
    });
  } catch (err) {
    log.warn('booking page could not load', { hotelId, err });
  }
  if (page === null) notFound();
  const existing = page?.existing ?? null;
  if (page && existing && (existing.status === 'confirmed' || existing.status === 'completed')) {
    redirect(
      localePath(`/hotel/confirmation/${encodeURIComponent(page.hotel.id)}/${encodeURIComponent(existing.id)}`, locale),
    );
  }

  const quote = page?.quote ?? null;
  const roomLines = quote?.lines.map((l) => ({ roomName: l.roomName, count: l.numberOfRooms })) ?? [];
  const back = page ? hotelHref(page.hotel.slug, page.stay, quote?.numberOfRooms ?? 1) : '/';
  const bookable =
    page &&
    quote &&
    page.sleeps &&
    !page.dateProblem &&
    !page.selectionProblem &&
    page.shortfalls.length === 0 &&
    !page.partyProblem;
  const pending = existing?.status === 'pending_payment' ? existing : null;

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-4">
        <Breadcrumb
          label={t('breadcrumb')}
          items={[
            { label: (await getTranslations('common.nav'))('home'), href: '/' },
            { label: t('pageName'), current: true },
            ...(page ? [{ label: page.hotel.name, href: back }] : []),
          ]}
        />
        <BookingSteps payment confirm={false} />
        <h1 className="mb-4 page-title">{t('pageName')}</h1>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
          <div className="space-y-4">
            <HotelSummaryCard hotel={page?.hotel ?? null} />
            {page && (
              <StaySummary
                stay={page.stay}
                nights={quote?.nights ?? null}
                rooms={roomLines}
                checkInTime={page.hotel.checkInTime}
                checkOutTime={page.hotel.checkOutTime}
                changeHref={back}
              />
            )}
            {quote && <PriceSummary quote={quote} />}
            {quote && <PaymentSchedule amount={quote.amountToBePaid} />}
            {quote && page?.stay.checkIn && <CancellationCost quote={quote} checkIn={page.stay.checkIn} />}
          </div>
          <div className="min-w-0 space-y-4">
            {page && !bookable && (
              <Problems bare={!one('selection') && !bookingId} hotelId={page.hotel.id}>
                <SelectionProblem
                  problem={page.dateProblem ? null : page.selectionProblem}
                  shortfalls={page.shortfalls}
                  partyProblem={page.partyProblem}
                  hotelHref={back}
                />
                {page.dateProblem && <InvalidDatesNotice hotelHref={back} problem={page.dateProblem} />}
              </Problems>
            )}
            {existing?.status === 'expired' && (
              <p
                role="status"
                className="rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
              >
                {t('problems.expired')}
              </p>
            )}
            {bookable && page && quote && page.sleeps && (
              <BookingForm
                hotelId={page.hotel.id}
                hotelHref={back}
                stay={{
                  checkIn: page.stay.checkIn!,
                  checkOut: page.stay.checkOut!,
                  adults: page.stay.adults,
                  children: page.stay.children,
                }}
                quote={quote}
                sleeps={page.sleeps}
                defaults={pending ? pending.guest : guestDefaults(user)}
                signedIn={Boolean(user) && !pending}
                existingBookingId={pending?.id ?? null}
                paymentReturn={pending && (payment === 'failed' || payment === 'cancelled') ? payment : null}
                goodToKnow={<GoodToKnow checkInTime={page.hotel.checkInTime} checkOutTime={page.hotel.checkOutTime} />}
                cardPayments={paymentMode !== 'unavailable'}
              />
            )}
          </div>
        </div>
      </div>
      <ReadyMark />
    </>
  );
}
