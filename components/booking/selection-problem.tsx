import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { OccupancyProblem } from '@/lib/booking/occupancy';
import type { RoomShortfall } from '@/lib/data/booking-page';
import { card } from './styles';

/** A selection that no longer fits, said plainly, with the way back to the property's rooms. */
export function SelectionProblem({
  problem,
  shortfalls,
  partyProblem = null,
  hotelHref,
}: {
  problem: 'noSelection' | 'roomsUnknown' | null;
  shortfalls: RoomShortfall[];
  /** The chosen rooms cannot house the party: the figures of the message. */
  partyProblem?: OccupancyProblem['values'] | null;
  hotelHref: string;
}) {
  const t = useTranslations('booking.page.problems');
  const tv = useTranslations('validation');
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
      {!problem && partyProblem && <p className="font-semibold">{tv('partyTooLarge', partyProblem)}</p>}
      <Link href={hotelHref} className={`${buttonVariants()} mt-4`}>
        {t('back')}
      </Link>
    </section>
  );
}
