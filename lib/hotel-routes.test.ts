import { serverPricedHotelPath } from './hotel-routes';

const query = (q: string) => new URLSearchParams(q);

describe('serverPricedHotelPath', () => {
  it('sends the stay form of a browser without JavaScript to the server-priced hotel page', () => {
    expect(serverPricedHotelPath('/hotel/adire-house', query('checkIn=2027-01-02&js=0'))).toBe('/hotel/stay/adire-house');
  });

  it('leaves the cached hotel page, other pages and other values alone', () => {
    expect(serverPricedHotelPath('/hotel/adire-house', query('checkIn=2027-01-02'))).toBeNull();
    expect(serverPricedHotelPath('/hotel/adire-house', query('js=1'))).toBeNull();
    expect(serverPricedHotelPath('/hotel/settings', query('js=0'))).toBeNull();
    expect(serverPricedHotelPath('/hotel/result', query('js=0'))).toBeNull();
    expect(serverPricedHotelPath('/hotel/adire-house/opengraph-image', query('js=0'))).toBeNull();
    expect(serverPricedHotelPath('/about-us', query('js=0'))).toBeNull();
  });
});
