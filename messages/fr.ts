import common from './fr/common.json';
import onboarding from './fr/onboarding.json';
import modalTexts from './fr/modal_texts.json';
import home from './fr/home.json';
import search from './fr/search.json';
import results from './fr/results.json';
import hotel from './fr/hotel.json';
import favourites from './fr/favourites.json';
import errors from './fr/errors.json';
import validation from './fr/validation.json';
import booking from './fr/booking.json';
import notifications from './fr/notifications.json';
import account from './fr/account.json';
import offline from './fr/offline.json';
import unavailable from './fr/unavailable.json';
import amenities from './fr/amenities.json';
import manage from './fr/manage.json';
import desk from './fr/desk.json';

/** Every message of this language, by namespace (one JSON file each in messages/fr/). */
const messages = {
  common,
  onboarding,
  modal_texts: modalTexts,
  home,
  search,
  results,
  hotel,
  favourites,
  errors,
  validation,
  booking,
  notifications,
  account,
  offline,
  unavailable,
  amenities,
  manage,
  desk,
};

export default messages;
