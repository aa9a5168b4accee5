import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { RoomShortfall } from '@/lib/data/booking-page';
import { card } from './styles';

/** A selection that no longer fits, said plainly, with the way back to the property's rooms. */
export async function SelectionProblem({
  problem,
  shortfalls,
  hotelHref,
}: {
  problem: 'noSelection' | 'roomsUnknown' | null;
  shortfalls: RoomShortfall[];
  hotelHref: string;
}) {
  const t = await getTranslations('booking.page.problems');
  return (
    <section role="alert" className={`${card} border-amber-300 dark:border-amber-700`}>
      {problem && <p className="font-semibold">{t(problem)}</p>}
      {!problem && shortfalls.length > 0 && (
        <>
          <p className="font-semibold">{t('roomsGone')}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {shortfalls.map((s) => (
              <li key={s.roomName}>{t('roomLeft', { room: s.roomName, wanted: s.wanted, left: s.left })}</li>
            ))}
          </ul>
        </>
      )}
      <Link href={hotelHref} className={`${buttonVariants()} mt-4`}>
        {t('back')}
      </Link>
    </section>
  );
}
