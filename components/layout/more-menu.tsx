import { getTranslations } from 'next-intl/server';
import { MoreSectionsList } from './more-sections-list';

const itemClass = 'menu-item';

/** The three sections of the 'More' menu as plain links, for the side menu. */
export async function MoreMenuSections() {
  const t = await getTranslations('common');
  return (
    <div className="space-y-3">
      <MoreSectionsList t={t as (key: string) => string} itemClass={itemClass} pendingClass="px-3 py-2 text-sm" />
    </div>
  );
}
