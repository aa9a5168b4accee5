import en from '../messages/en';
import { pickMessages } from './pick-messages';

it('keeps only the namespaces and sub-trees asked for', () => {
  const picked = pickMessages(en, ['common.nav', 'common.more', 'onboarding.loggedOut']);
  expect(Object.keys(picked).sort()).toEqual(['common', 'onboarding']);
  expect(Object.keys(picked.common ?? {}).sort()).toEqual(['more', 'nav']);
  expect(picked.common?.nav?.logout).toBe('Logout');
  expect(picked.onboarding).toEqual({ loggedOut: 'You have been logged out.' });
  expect(pickMessages(en, ['favourites'])).toEqual({ favourites: en.favourites });
});
