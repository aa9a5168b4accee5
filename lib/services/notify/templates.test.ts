import { escapeHtml, renderCodeMessage } from './templates';

const purposes = ['verify_email', 'verify_phone', 'login', 'reset_password'] as const;
const locales = ['en', 'fr', 'zh', 'ar'] as const;

describe('renderCodeMessage', () => {
  it('gives each language its own subject and text', () => {
    const subjects = locales.map((locale) => renderCodeMessage({ purpose: 'login', code: '123456', locale }).subject);
    expect(new Set(subjects).size).toBe(locales.length);
    expect(subjects[0]).toBe('Your StayNaija sign-in code');
    expect(subjects[1]).toBe('Votre code de connexion StayNaija');
    expect(renderCodeMessage({ purpose: 'reset_password', code: '123456', locale: 'fr' }).subject).toBe(
      'Réinitialisez votre mot de passe StayNaija',
    );
    expect(subjects[2]).toMatch(/登录验证码/);
    expect(subjects[3]).toMatch(/رمز تسجيل الدخول/);
  });

  it.each(locales)('puts the code first in the %s text and in the e-mail, with the expiry and a warning', (locale) => {
    for (const purpose of purposes) {
      const { text, html } = renderCodeMessage({ purpose, code: '042917', locale });
      // The dev outbox readers take the first 6-digit number of the body.
      expect(/\b(\d{6})\b/.exec(text)?.[1]).toBe('042917');
      expect(text.startsWith('042917 ')).toBe(true);
      expect(text).toContain('10');
      expect(html).toContain('>042917</span>');
      expect(html).toContain(`lang="${locale}"`);
    }
  });

  it.each(locales)('keeps the %s texts that go by phone within one SMS segment', (locale) => {
    // 160 GSM characters, or 70 when Chinese or Arabic script forces Unicode.
    const limit = locale === 'zh' || locale === 'ar' ? 70 : 160;
    for (const purpose of ['login', 'verify_phone'] as const) {
      expect(renderCodeMessage({ purpose, code: '123456', locale }).text.length).toBeLessThanOrEqual(limit);
    }
  });

  it('writes the English text as the spec asks', () => {
    expect(renderCodeMessage({ purpose: 'verify_email', code: '123456', locale: 'en' }).text).toBe(
      '123456 is your StayNaija verification code. It expires in 10 minutes. Never share it with anyone.',
    );
  });

  it('marks Arabic mail right-to-left and keeps the code left-to-right', () => {
    const { html } = renderCodeMessage({ purpose: 'verify_email', code: '123456', locale: 'ar' });
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toContain('<span dir="ltr"');
    expect(renderCodeMessage({ purpose: 'verify_email', code: '123456', locale: 'fr' }).html).toContain(
      '<html lang="fr" dir="ltr">',
    );
  });

  it('brands the e-mail with the purple header, the site name and its address', () => {
    const { html } = renderCodeMessage({ purpose: 'login', code: '123456', locale: 'en' });
    expect(html).toContain('background-color:#6d28d9');
    expect(html).toContain('StayNaija</td>');
    expect(html).toContain('href="https://staynaija.com"');
    expect(html).toContain('support@staynaija.com');
  });

  it('escapes every interpolated value', () => {
    const { text, html } = renderCodeMessage({
      purpose: 'login',
      code: '<img src=x onerror="alert(1)">',
      locale: 'en',
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(text.startsWith('<img')).toBe(true);
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('falls back to English for unsupported or missing languages and reads regional tags', () => {
    const english = renderCodeMessage({ purpose: 'login', code: '123456', locale: 'en' });
    expect(renderCodeMessage({ purpose: 'login', code: '123456', locale: 'de' })).toEqual(english);
    expect(renderCodeMessage({ purpose: 'login', code: '123456' })).toEqual(english);
    expect(renderCodeMessage({ purpose: 'login', code: '123456', locale: 'fr-FR' }).subject).toBe(
      'Votre code de connexion StayNaija',
    );
  });
});
