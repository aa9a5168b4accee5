import { askEarly, stageAnswer } from './stage-request';

const HOTEL = '9f76b0d6-8ac1-451b-aec2-4a239f0c0205';
const SEARCH = '?checkIn=2026-12-21&checkOut=2026-12-23&adults=2&children=0&rooms=1&selection=822138e4:1';

function answering(body: unknown, status = 200) {
  const fetch = jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
}

const asked = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url));

describe('the booking page asks for its stay early', () => {
  it('asks once, when the scripts run, and the page takes that answer', async () => {
    const fetch = answering({ stay: { adults: 2 } });
    askEarly({ pathname: `/fr/hotel/booking-details/${HOTEL}`, search: SEARCH });
    expect(asked(fetch)).toEqual([`/api/hotels/${HOTEL}/booking-page?${new URLSearchParams(SEARCH)}`]);

    const data = await stageAnswer(HOTEL, new URLSearchParams(SEARCH), new AbortController().signal);
    expect(data).toEqual({ stay: { adults: 2 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again for a second stage (a later visit of the page in the same tab)', async () => {
    const fetch = answering({ stay: { adults: 2 } });
    askEarly({ pathname: `/hotel/booking-details/${HOTEL}`, search: SEARCH });
    await stageAnswer(HOTEL, new URLSearchParams(SEARCH), new AbortController().signal);
    await stageAnswer(HOTEL, new URLSearchParams(SEARCH), new AbortController().signal);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks anew when the page is for another address than the one asked for', async () => {
    const fetch = answering({ stay: { adults: 3 } });
    askEarly({ pathname: `/hotel/booking-details/${HOTEL}`, search: SEARCH });
    const other = new URLSearchParams(SEARCH);
    other.set('adults', '3');
    await stageAnswer(HOTEL, other, new AbortController().signal);
    expect(asked(fetch)).toEqual([
      `/api/hotels/${HOTEL}/booking-page?${new URLSearchParams(SEARCH)}`,
      `/api/hotels/${HOTEL}/booking-page?${other}`,
    ]);
  });

  it('asks for nothing on other pages, or for a bare address that is first sent back to the kept rooms', () => {
    const fetch = answering({});
    askEarly({ pathname: `/hotel/harmattan-house-abuja`, search: SEARCH });
    askEarly({ pathname: `/hotel/booking-details/${HOTEL}`, search: '?checkIn=2026-12-21&checkOut=2026-12-23' });
    askEarly({ pathname: '/hotel/booking-details/%E0%A4%A', search: SEARCH });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the page the failure of the early request to show', async () => {
    answering({ code: 'unavailable' }, 503);
    askEarly({ pathname: `/hotel/booking-details/${HOTEL}`, search: SEARCH });
    await expect(stageAnswer(HOTEL, new URLSearchParams(SEARCH), new AbortController().signal)).rejects.toThrow(
      'booking page 503',
    );
  });
});
