import { renderPasswordNotice } from './account-notices';

// 2026-11-27 14:05 in Lagos (UTC+1).
const AT = new Date('2026-11-27T13:05:00Z');
const base = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  at: AT,
  siteUrl: 'https://staynaija.com',
} as const;

describe('renderPasswordNotice', () => {
  it('tells of a password change, when, and what to do if it was not the owner', () => {
    const message = renderPasswordNotice({ ...base, kind: 'changed', locale: 'en' });
    expect(message.subject).toBe('Your StayNaija password was changed');
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Ada Obi,',
        'The password of your StayNaija account (ada@example.com) was changed on Friday, November 27, 2026 at 2:05 PM (Lagos time).',
        'Your other devices have been signed out.',
        "If this wasn't you, reset your password now and write to support@staynaija.com.",
        'Reset your password: https://staynaija.com/forgot-password',
      ]),
    );
    expect(message.html).toContain('href="https://staynaija.com/forgot-password"');
  });

  it('tells of a reset, that every device was signed out, in the account’s language', () => {
    const english = renderPasswordNotice({ ...base, kind: 'reset', locale: 'en' });
    expect(english.subject).toBe('Your StayNaija password was reset');
    expect(english.text).toContain('Every device has been signed out.');
    const french = renderPasswordNotice({ ...base, kind: 'reset', locale: 'fr' });
    expect(french.subject).toBe('Votre mot de passe StayNaija a été réinitialisé');
    expect(french.text).toContain('Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant');
    expect(french.text).toContain('https://staynaija.com/fr/forgot-password');
    expect(french.text).toContain('le vendredi 27 novembre 2026 à 14:05 (heure de Lagos)');
    const arabic = renderPasswordNotice({ ...base, kind: 'changed', locale: 'ar' });
    expect(arabic.subject).toBe('تم تغيير كلمة مرور StayNaija الخاصة بك');
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('إذا لم تكن أنت من قام بذلك');
  });

  it('falls back to English for an unknown language and escapes the name in the e-mail', () => {
    const message = renderPasswordNotice({ ...base, name: 'Ada <b>Obi</b>', kind: 'changed', locale: 'de' });
    expect(message.subject).toBe('Your StayNaija password was changed');
    expect(message.html).toContain('Ada &lt;b&gt;Obi&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Obi');
  });
});
