import { getTranslations } from 'next-intl/server';
import { clockText } from './stay-format';
import { card, cardTitle } from './styles';

/** Practical notes for the stay: times, the 30-minute hold, ID, where the confirmation goes. */
export async function GoodToKnow({ checkInTime, checkOutTime }: { checkInTime: string; checkOutTime: string }) {
  const t = await getTranslations('booking.page.goodToKnow');
  return (
    <section className={card} aria-labelledby="good-to-know-title">
      <h2 id="good-to-know-title" className={cardTitle}>
        {t('title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        <li>{t('times', { checkIn: clockText(checkInTime), checkOut: clockText(checkOutTime) })}</li>
        <li>{t('hold')}</li>
        <li>{t('id')}</li>
        <li>{t('confirmation')}</li>
      </ul>
    </section>
  );
}
