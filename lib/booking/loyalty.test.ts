import { nextTier, tierForStays } from './loyalty';

describe('membership tiers', () => {
  it('is Basic below 3 completed stays, Silver from 3, Gold from 10', () => {
    expect([0, 2, 3, 9, 10, 40].map(tierForStays)).toEqual(['Basic', 'Basic', 'Silver', 'Silver', 'Gold', 'Gold']);
  });

  it('counts the stays left to the next tier', () => {
    expect(nextTier(1)).toEqual({ tier: 'Silver', staysToGo: 2 });
    expect(nextTier(4)).toEqual({ tier: 'Gold', staysToGo: 6 });
    expect(nextTier(10)).toBeNull();
  });
});
