import { isBeyondHorizon, lastCheckIn, lastCheckOut, normaliseStay, stayProblems } from './stay';
import { STAY_SCREENS, stayIssues, stayMessage, stayMessageKeys, type StayScreen } from './stay-screens';

const today = '2026-03-10';
const bounds = { horizonDays: 365, today };
const problems = (checkIn: unknown, checkOut: unknown) => stayProblems({ checkIn, checkOut }, bounds);

describe('stayProblems', () => {
  it('accepts a stay from today of one night up to 30 nights', () => {
    expect(problems('2026-03-10', '2026-03-11')).toEqual([]);
    expect(problems('2026-04-01', '2026-05-01')).toEqual([]);
  });

  it('tells a missing date from one that is not a real yyyy-MM-dd date', () => {
    expect(problems(undefined, '')).toEqual(['checkInMissing', 'checkOutMissing']);
    expect(problems(null, '2026-03-12')).toEqual(['checkInMissing']);
    expect(problems('2026-02-30', '12/03/2026')).toEqual(['checkInMalformed', 'checkOutMalformed']);
  });

  it('refuses a check-in before today in Lagos, whatever the check-out', () => {
    expect(problems('2026-03-09', '2026-03-12')).toEqual(['checkInPast']);
    expect(problems('2026-03-09', 'soon')).toEqual(['checkOutMalformed', 'checkInPast']);
    jest.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z') });
    try {
      // 00:30 on the 11th in Lagos: the 10th has passed there.
      expect(stayProblems({ checkIn: '2026-03-10', checkOut: '2026-03-12' }, { horizonDays: 365 })).toEqual([
        'checkInPast',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a check-out before the check-in', () => {
    expect(problems('2026-03-14', '2026-03-12')).toEqual(['checkOutBeforeCheckIn']);
  });

  it('refuses a stay under the one-night minimum: a check-out on the check-in day', () => {
    expect(problems('2026-03-12', '2026-03-12')).toEqual(['underMinimumStay']);
  });

  it('refuses a stay longer than 30 nights', () => {
    expect(problems('2026-03-12', '2026-04-12')).toEqual(['overMaximumStay']);
  });

  it('refuses a check-in later than today in Lagos plus the booking horizon, whatever the check-out', () => {
    // 2026-03-10 plus 365 days is 2027-03-10.
    expect(problems('2027-03-10', '2027-03-11')).toEqual([]);
    expect(problems('2027-03-10', '2027-04-09')).toEqual([]);
    expect(problems('2027-03-11', '2027-03-12')).toEqual(['checkInBeyondHorizon']);
    expect(problems('9999-12-30', '9999-12-31')).toEqual(['checkInBeyondHorizon']);
    expect(problems('2100-01-01', 'later')).toEqual(['checkOutMalformed', 'checkInBeyondHorizon']);
    expect(stayProblems({ checkIn: '2026-03-20', checkOut: '2026-03-21' }, { horizonDays: 9, today })).toEqual([
      'checkInBeyondHorizon',
    ]);
    expect(stayProblems({ checkIn: '2026-03-20', checkOut: '2026-03-21' }, { horizonDays: 10, today })).toEqual([]);
  });

  it('checks the length of a stay only once both dates are real', () => {
    expect(problems('2026-03-12', '2026-13-01')).toEqual(['checkOutMalformed']);
  });
});

describe('what each screen says', () => {
  const said = (screen: StayScreen, checkIn: unknown, checkOut: unknown) =>
    stayIssues(screen, { checkIn, checkOut }, bounds).map(({ field, key }) => `${field}:${key}`);

  it('the search bar, the hotel page and the results: "after start date" for a same-day stay too, past check-in last', () => {
    for (const screen of [STAY_SCREENS.searchBar, STAY_SCREENS.hotelStayForm, STAY_SCREENS.searchQuery]) {
      expect(said(screen, '2026-03-14', '2026-03-12')).toEqual(['checkOut:checkOutAfter']);
      expect(said(screen, '2026-03-12', '2026-03-12')).toEqual(['checkOut:checkOutAfter']);
      expect(said(screen, '2026-03-09', '2026-03-08')).toEqual(['checkOut:checkOutAfter', 'checkIn:pastCheckIn']);
      expect(said(screen, '2026-03-09', '')).toEqual(
        screen === STAY_SCREENS.searchQuery ? ['checkOut:bothDates', 'checkIn:pastCheckIn'] : ['checkIn:pastCheckIn'],
      );
      expect(said(screen, '2026-03-12', '2026-06-12')).toEqual([]);
    }
  });

  it('the results: no dates at all is no stay, one date alone asks for both', () => {
    expect(said(STAY_SCREENS.searchQuery, undefined, '')).toEqual([]);
    expect(said(STAY_SCREENS.searchQuery, '', '2026-03-12')).toEqual(['checkOut:bothDates']);
    expect(said(STAY_SCREENS.searchQuery, 'soon', 'later')).toEqual([]);
  });

  it('the availability call: a check-out not after the check-in breaks both of its rules', () => {
    expect(said(STAY_SCREENS.availabilityApi, '2026-03-12', '2026-03-12')).toEqual([
      'checkOut:checkOutAfter',
      'checkOut:minimumStay',
    ]);
    expect(said(STAY_SCREENS.availabilityApi, '2026-03-09', '2026-03-08')).toEqual([
      'checkOut:checkOutAfter',
      'checkOut:minimumStay',
      'checkIn:pastCheckIn',
    ]);
  });

  it('the booking and modify calls: past check-in first, one message for a check-out not after check-in', () => {
    for (const screen of [STAY_SCREENS.bookingApi, STAY_SCREENS.modifyForm]) {
      expect(said(screen, '2026-03-09', '2026-03-08')).toEqual([
        'checkIn:pastCheckIn',
        'checkOut:checkOutAfterCheckIn',
      ]);
      expect(said(screen, '2026-03-12', '2026-03-12')).toEqual(['checkOut:checkOutAfterCheckIn']);
      // Nothing about the stay until both dates are real dates: the fields say what is wrong.
      expect(said(screen, '2026-03-09', 'soon')).toEqual([]);
    }
    expect(said(STAY_SCREENS.bookingApi, '2026-03-12', '2026-04-12')).toEqual(['checkOut:maximumStay']);
    // The modify page leaves the length to the API's answer.
    expect(said(STAY_SCREENS.modifyForm, '2026-03-12', '2026-04-12')).toEqual([]);
  });

  it("the booking page's 'Invalid Dates' dialog: the first problem, in the spec's words", () => {
    const message = (checkIn: string | null, checkOut: string | null) =>
      stayMessage(STAY_SCREENS.bookingPage, { checkIn, checkOut }, bounds);
    expect(message('2026-03-10', '2026-03-11')).toBeNull();
    expect(message(null, '2026-03-12')).toBe('bothDates');
    expect(message('2026-03-12', '')).toBe('bothDates');
    expect(message('2026-02-30', '2026-03-12')).toBe('bothDates');
    expect(message('2026-03-09', '2026-03-08')).toBe('pastCheckIn');
    expect(message('2026-03-14', '2026-03-12')).toBe('checkOutAfterCheckIn');
    expect(message('2026-03-12', '2026-03-12')).toBe('checkOutAfterCheckIn');
    expect(message('2026-03-12', '2026-04-12')).toBe('maximumStay');
    expect(message('2027-03-11', '2027-03-12')).toBe('checkInBeyondHorizon');
  });

  it('gives a client part the texts its screen can show', () => {
    expect(stayMessageKeys(STAY_SCREENS.searchBar).sort()).toEqual(
      ['checkInRequired', 'checkOutRequired', 'checkOutAfter', 'pastCheckIn', 'checkInBeyondHorizon'].sort(),
    );
  });
});

describe('normaliseStay', () => {
  const day = '2026-11-22';
  it('keeps a valid future stay', () => {
    expect(normaliseStay({ checkIn: '2026-12-01', checkOut: '2026-12-04' }, day)).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
    });
  });
  it('moves a past check-in to today', () => {
    expect(normaliseStay({ checkIn: '2026-11-01', checkOut: '2026-11-25' }, day)).toEqual({
      checkIn: day,
      checkOut: '2026-11-25',
    });
  });
  it('makes a check-out not after check-in the day after check-in', () => {
    expect(normaliseStay({ checkIn: '2026-12-01', checkOut: '2026-12-01' }, day).checkOut).toBe('2026-12-02');
    expect(normaliseStay({ checkIn: '2026-11-01', checkOut: '2026-11-10' }, day)).toEqual({
      checkIn: day,
      checkOut: '2026-11-23',
    });
  });
  it('defaults to today and tomorrow', () => {
    expect(normaliseStay({}, day)).toEqual({ checkIn: day, checkOut: '2026-11-23' });
  });
});

describe('the booking horizon', () => {
  it('ends the check-ins on today plus the horizon, and the check-outs the longest stay after that', () => {
    expect(lastCheckIn(365, '2026-03-10')).toBe('2027-03-10');
    expect(lastCheckIn(365, '2027-03-10')).toBe('2028-03-09'); // 2028 is a leap year
    expect(lastCheckIn(1, '2026-12-31')).toBe('2027-01-01');
    expect(lastCheckOut(365, '2026-03-10')).toBe('2027-04-09');
    expect(isBeyondHorizon('2027-03-10', 365, '2026-03-10')).toBe(false);
    expect(isBeyondHorizon('2027-03-11', 365, '2026-03-10')).toBe(true);
    expect(isBeyondHorizon('2027-02-30', 365, '2026-03-10')).toBe(false);
  });

  it('counts from today in Lagos: at 23:30 UTC it is already tomorrow there, and the horizon a day later', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T22:59:00Z') });
    try {
      expect(lastCheckIn(365)).toBe('2027-03-10');
      expect(stayProblems({ checkIn: '2027-03-11', checkOut: '2027-03-12' }, { horizonDays: 365 })).toEqual([
        'checkInBeyondHorizon',
      ]);
      jest.setSystemTime(new Date('2026-03-10T23:00:00Z'));
      expect(lastCheckIn(365)).toBe('2027-03-11');
      expect(stayProblems({ checkIn: '2027-03-11', checkOut: '2027-03-12' }, { horizonDays: 365 })).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is said under the check-in on every screen', () => {
    for (const screen of Object.values(STAY_SCREENS)) {
      expect(stayIssues(screen, { checkIn: '2027-03-11', checkOut: '2027-03-13' }, bounds)).toEqual([
        { field: 'checkIn', key: 'checkInBeyondHorizon' },
      ]);
    }
  });
});
