import { formatAddress } from './address';

describe('formatAddress', () => {
  it('names each part once', () => {
    expect(formatAddress('12 Adeola Odeku Street, Victoria Island', 'Victoria Island', 'Lagos')).toBe(
      '12 Adeola Odeku Street, Victoria Island, Lagos',
    );
    expect(formatAddress('Plot 1102, Aguiyi Ironsi Street, Maitama', 'Abuja', 'FCT')).toBe(
      'Plot 1102, Aguiyi Ironsi Street, Maitama, Abuja, FCT',
    );
  });

  it('leaves out empty parts and a city that is also the state', () => {
    expect(formatAddress('3 Ring Road', '', 'Ibadan')).toBe('3 Ring Road, Ibadan');
    expect(formatAddress('3 Marina', 'Lagos', 'lagos')).toBe('3 Marina, Lagos');
    expect(formatAddress(null, undefined, '  ')).toBe('');
  });
});
