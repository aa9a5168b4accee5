import common from './zh/common.json';
import onboarding from './zh/onboarding.json';
import modalTexts from './zh/modal_texts.json';
import home from './zh/home.json';
import search from './zh/search.json';
import results from './zh/results.json';
import hotel from './zh/hotel.json';
import favourites from './zh/favourites.json';
import errors from './zh/errors.json';
import validation from './zh/validation.json';
import booking from './zh/booking.json';
import notifications from './zh/notifications.json';
import account from './zh/account.json';
import offline from './zh/offline.json';
import unavailable from './zh/unavailable.json';
import amenities from './zh/amenities.json';
import manage from './zh/manage.json';
import desk from './zh/desk.json';

/** Every message of this language, by namespace (one JSON file each in messages/zh/). */
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
