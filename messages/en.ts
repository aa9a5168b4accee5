import common from './en/common.json';
import onboarding from './en/onboarding.json';
import modalTexts from './en/modal_texts.json';
import home from './en/home.json';
import search from './en/search.json';
import results from './en/results.json';
import hotel from './en/hotel.json';
import favourites from './en/favourites.json';
import errors from './en/errors.json';
import validation from './en/validation.json';
import booking from './en/booking.json';
import notifications from './en/notifications.json';
import account from './en/account.json';
import offline from './en/offline.json';
import unavailable from './en/unavailable.json';
import amenities from './en/amenities.json';
import manage from './en/manage.json';
import desk from './en/desk.json';

/** Every message of this language, by namespace (one JSON file each in messages/en/). */
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
