import common from './ar/common.json';
import onboarding from './ar/onboarding.json';
import modalTexts from './ar/modal_texts.json';
import home from './ar/home.json';
import search from './ar/search.json';
import results from './ar/results.json';
import hotel from './ar/hotel.json';
import favourites from './ar/favourites.json';
import errors from './ar/errors.json';
import validation from './ar/validation.json';
import booking from './ar/booking.json';
import notifications from './ar/notifications.json';
import account from './ar/account.json';
import offline from './ar/offline.json';
import unavailable from './ar/unavailable.json';
import amenities from './ar/amenities.json';
import manage from './ar/manage.json';
import desk from './ar/desk.json';

/** Every message of this language, by namespace (one JSON file each in messages/ar/). */
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
