/** @jest-environment node */
import { requestLocale } from './request-locale';

const at = (url: string, headers: Record<string, string> = {}) =>
  requestLocale(new Request(`http://localhost${url}`, { headers }));

describe('requestLocale', () => {
  it('prefers ?lng=, then the i18next cookie, then Accept-Language', () => {
    const headers = { cookie: 'theme=dark; i18next=zh', 'accept-language': 'ar,en;q=0.5' };
    expect(at('/api/user_auth/get-email-code?lng=fr', headers)).toBe('fr');
    expect(at('/api/user_auth/get-email-code', headers)).toBe('zh');
    expect(at('/api/user_auth/get-email-code', { 'accept-language': 'ar,en;q=0.5' })).toBe('ar');
  });
  it('falls back to English for unsupported or malformed values', () => {
    expect(at('/api/x?lng=de', { cookie: 'i18next=%E0%A4%A', 'accept-language': 'de-DE' })).toBe('en');
    expect(at('/api/x', { cookie: 'i18next=<script>' })).toBe('en');
    expect(at('/api/x')).toBe('en');
  });
});
