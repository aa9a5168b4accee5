import { browserSavesData, dataSaverCookie, requestSavesData } from './data-saver';

describe('data saver', () => {
  afterEach(() => {
    document.cookie = dataSaverCookie(false);
  });

  it('is asked for by the Save-Data header or the Preferences cookie', () => {
    expect(requestSavesData('on', undefined)).toBe(true);
    expect(requestSavesData(' On ', undefined)).toBe(true);
    expect(requestSavesData(null, 'on')).toBe(true);
    expect(requestSavesData('off', undefined)).toBe(false);
    expect(requestSavesData(null, undefined)).toBe(false);
    expect(requestSavesData(null, 'off')).toBe(false);
  });

  it('is read in the browser from the stored choice, which can be dropped again', () => {
    expect(browserSavesData()).toBe(false);
    document.cookie = dataSaverCookie(true);
    expect(browserSavesData()).toBe(true);
    document.cookie = dataSaverCookie(false);
    expect(browserSavesData()).toBe(false);
  });

  it('follows the browser’s own data saver', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(browserSavesData()).toBe(true);
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });
});
