import { ARRIVAL_TIMES, COUNTRIES, DEFAULT_ARRIVAL_TIME, DEFAULT_COUNTRY, findCountry, PURPOSES } from './options';

describe('booking form choices', () => {
  it('lists the spec’s 26 countries, Nigeria first', () => {
    expect(COUNTRIES).toHaveLength(26);
    expect(DEFAULT_COUNTRY).toEqual({ label: 'Nigeria', value: 'NG', code: '+234' });
    expect(COUNTRIES.map((c) => c.label)).toEqual(
      expect.arrayContaining(['US', 'UK', 'Ivory Coast', 'Namibia', 'South Africa']),
    );
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(26);
    expect(findCountry('nigeria')?.value).toBe('NG');
    expect(findCountry('gb')?.label).toBe('UK');
    expect(findCountry('Atlantis')).toBeUndefined();
  });

  it('offers the six purposes and I don’t know plus 24 hourly arrival windows', () => {
    expect(PURPOSES).toEqual(['Leisure', 'Business', 'Conference', 'Honeymoon', 'Education', 'Other']);
    expect(ARRIVAL_TIMES).toHaveLength(25);
    expect(ARRIVAL_TIMES[0]).toBe("I don't know");
    expect(ARRIVAL_TIMES[1]).toBe('12:00am-1:00am');
    expect(ARRIVAL_TIMES[13]).toBe('12:00pm-1:00pm');
    expect(ARRIVAL_TIMES[24]).toBe('11:00pm-12:00am');
    expect(ARRIVAL_TIMES).toContain(DEFAULT_ARRIVAL_TIME);
  });
});
