import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingStage } from '@/components/booking/booking-stage';
import { BookingSteps } from '@/components/booking/booking-steps';
import { GoodToKnow } from '@/components/booking/good-to-know';
import { HotelSummaryCard } from '@/components/booking/hotel-summary-card';
import { ReadyMark } from '@/components/layout/ready-mark';
import { getBookingPageHotel, type BookingPageHotel } from '@/lib/data/booking-page';
import { log } from '@/lib/log';
import { paymentMode } from '@/lib/services/payments';
import { decodeSegment } from '@/lib/slug';
import { BUILD_SAMPLE_LOCALE } from '@/i18n/config';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

interface PageProps {
  params: Promise<{ locale: string; hotelId: string }>;
}

/**
 * The same for everyone, per property and language: kept with the catalogue, like the hotel page. The stay of the
 * address, its prices and the form are asked for by the browser (BookingStage), as the hotel page's rooms are; an
 * address naming no property answers 404. No property at build time: each one's page is made on its first visit.
 */
export function generateStaticParams() {
  return [{ hotelId: BUILD_SAMPLE_LOCALE }];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('booking.page');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The property of the address; null when it cannot be read now (the page then says it could not load). */
async function propertyOf(hotelId: string): Promise<BookingPageHotel | null | 'unknown'> {
  try {
    return (await getBookingPageHotel(hotelId)) ?? 'unknown';
  } catch (err) {
    log.warn('booking page could not load', { hotelId, err });
    return null;
  }
}

export default async function BookingDetailsPage({ params }: PageProps) {
  await pageLocale(params);
  const hotelId = decodeSegment((await params).hotelId);
  const hotel = hotelId ? await propertyOf(hotelId) : 'unknown';
  if (hotel === 'unknown') notFound();
  const t = await getTranslations('booking.page');
  const heading = (
    <>
      <BookingSteps payment confirm={false} />
      <h1 className="mb-4 page-title">{t('pageName')}</h1>
    </>
  );
  if (!hotel) {
    return (
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-4">
        {heading}
        <HotelSummaryCard hotel={null} />
        <ReadyMark />
      </div>
    );
  }
  return (
    <BookingStage
      hotel={{
        id: hotel.id,
        slug: hotel.slug,
        name: hotel.name,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
      }}
      heading={heading}
      hotelCard={<HotelSummaryCard hotel={hotel} />}
      goodToKnow={<GoodToKnow checkInTime={hotel.checkInTime} checkOutTime={hotel.checkOutTime} />}
      cardPayments={paymentMode !== 'unavailable'}
    />
  );
}
