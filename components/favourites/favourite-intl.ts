import 'server-only';
import { intlFor } from '@/i18n/intl-for';

/** The language and messages of the heart button (one object per page, shared by every card). */
export function favouriteIntl() {
  return intlFor(['hotel.like', 'hotel.unlike', 'hotel.signInToSave', 'common.nav']);
}
