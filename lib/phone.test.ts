import { formatPhoneDisplay, normalisePhone, PHONE_PATTERN } from './phone';

describe('normalisePhone', () => {
  it('turns a leading 0 into +234', () => {
    expect(normalisePhone('08031234567')).toBe('+2348031234567');
    expect(normalisePhone('0803 123 4567')).toBe('+2348031234567');
    expect(normalisePhone('0803-123-4567')).toBe('+2348031234567');
  });
  it('adds the plus to a bare 234 number and leaves international numbers alone', () => {
    expect(normalisePhone('2348031234567')).toBe('+2348031234567');
    expect(normalisePhone('+2348031234567')).toBe('+2348031234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });
});

describe('PHONE_PATTERN', () => {
  it('accepts 10–15 digits with an optional plus', () => {
    expect(PHONE_PATTERN.test('+2348031234567')).toBe(true);
    expect(PHONE_PATTERN.test('08031234567')).toBe(true);
    expect(PHONE_PATTERN.test('123456789')).toBe(false);
    expect(PHONE_PATTERN.test('+1234567890123456')).toBe(false);
    expect(PHONE_PATTERN.test('0803abc4567')).toBe(false);
  });
});

describe('formatPhoneDisplay', () => {
  it('groups Nigerian numbers and leaves others alone', () => {
    expect(formatPhoneDisplay('+2348090001122')).toBe('+234 809 000 1122');
    expect(formatPhoneDisplay('+442079460958')).toBe('+442079460958');
  });
});
