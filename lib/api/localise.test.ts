/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@/i18n/config';
import { authMessage } from '@/lib/validation/auth-api';
import { AUTH_MESSAGE_KEYS } from '@/lib/validation/auth-forms';
import { newsletterBody } from '@/lib/validation/newsletter';
import { searchQuery } from '@/lib/validation/search';
import { availabilityQuery } from '@/lib/validation/stay';
import ar from '@/messages/ar';
import en from '@/messages/en';
import fr from '@/messages/fr';
import { localiseAnswer, localiseMessage } from './localise';
import { SERVER_TEXTS } from './server-texts';

const translated = ['fr', 'zh', 'ar'] as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);

const ROOT = join(__dirname, '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

/** English sentences in the sources behind API answers (literals that start with a capital and contain a space). */
function answerTextsInSources(): string[] {
  const files = [
    // The translation files' own route answers for a language in its path, which no page shows.
    ...sourceFiles('app/api').filter((f) => !f.includes('locales')),
    ...sourceFiles('lib/api'),
    ...sourceFiles('lib/services/auth'),
    'lib/validation/auth-api.ts',
    'lib/validation/newsletter.ts',
    'lib/validation/search.ts',
    'lib/validation/stay.ts',
  ].filter((f) => !f.endsWith('server-texts.ts'));
  const texts = files.flatMap((f) =>
    [...readFileSync(join(ROOT, f), 'utf8').matchAll(/'([A-Z][^'\n]* [^'\n]*)'|"([A-Z][^"\n]* [^"\n]*)"/g)].map(
      (m) => m[1] ?? m[2] ?? '',
    ),
  );
  // Domain errors thrown from the data layer reach answers too; its other literals are data.
  const data = sourceFiles('lib/data').flatMap((f) =>
    [...readFileSync(join(ROOT, f), 'utf8').matchAll(/AppError\('([^']+)'/g)].map((m) => m[1] ?? ''),
  );
  return [...new Set([...texts, ...data])];
}

function issueMessages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('SERVER_TEXTS', () => {
  it.each(Object.entries(SERVER_TEXTS))('has fr, zh and ar for %j', (english, translations) => {
    expect(Object.keys(translations).sort()).toEqual([...translated].sort());
    for (const locale of translated) {
      const text = translations[locale];
      expect(text.trim()).not.toBe('');
      expect(text).not.toBe(english);
      expect(placeholders(text)).toEqual(placeholders(english));
    }
    expect(translations.fr).not.toContain("'");
  });

  it('holds only texts the message files do not, so each text has one source', () => {
    const shown = new Set(leaves(en));
    expect(Object.keys(SERVER_TEXTS).filter((text) => shown.has(text))).toEqual([]);
  });
});

describe('localiseMessage', () => {
  it('answers API-only texts in the requested language', () => {
    expect(localiseMessage('Invalid email or password', 'fr')).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(localiseMessage('Hotel not found', 'ar')).toBe(SERVER_TEXTS['Hotel not found']?.ar);
    expect(localiseMessage('Not signed in', 'zh')).toBe('您尚未登录');
  });

  it('takes texts the pages also show from the message files', () => {
    expect(localiseMessage('Invalid code', 'fr')).toBe(fr.onboarding.invalidCode);
    expect(localiseMessage('Welcome back!', 'ar')).toBe(ar.onboarding.welcomeBack);
    expect(localiseMessage(authMessage('passwordMin'), 'ar')).toBe(ar.onboarding.validation.passwordMin);
    expect(localiseMessage(en.modal_texts.verifyInfoText, 'fr')).toBe(fr.modal_texts.verifyInfoText);
    expect(localiseMessage('Check out date must be after start date', 'fr')).toBe(fr.search.validation.checkOutAfter);
    expect(localiseMessage('Something went wrong', 'ar')).toBe(ar.onboarding.somethingWentWrong);
  });

  it('fills run-time values into the translated template', () => {
    expect(localiseMessage('At most 100 characters', 'fr')).toBe('100 caractères au maximum');
    expect(localiseMessage('At most 100 characters', 'zh')).toBe('最多 100 个字符');
    expect(localiseMessage('At most 100 characters', 'en')).toBe('At most 100 characters');
    expect(localiseMessage('At most characters', 'fr')).toBe('At most characters');
  });

  it('keeps English, and texts it does not know, word for word', () => {
    for (const text of [...Object.keys(SERVER_TEXTS), ...leaves(en)]) expect(localiseMessage(text, 'en')).toBe(text);
    for (const locale of locales) expect(localiseMessage('Termii is down', locale)).toBe('Termii is down');
  });

  it('knows every English text an API answer can carry', () => {
    const texts = [
      ...answerTextsInSources(),
      ...AUTH_MESSAGE_KEYS.map(authMessage),
      ...issueMessages(
        searchQuery.safeParse({
          location: 'x'.repeat(101),
          category: 'castles',
          type: 'igloo',
          adults: 'many',
          children: '11',
          room: '0',
          minPrice: '-1',
          maxPrice: '1.5',
          rating: 'x',
          amenities: 'moat',
          freeCancellation: 'maybe',
          sort: 'random',
          page: '0',
          checkIn: 'soon',
        }),
      ),
      ...issueMessages(searchQuery.safeParse({ checkIn: '2020-01-01' })),
      ...issueMessages(searchQuery.safeParse({ checkIn: '2020-01-02', checkOut: '2020-01-01' })),
      ...issueMessages(searchQuery.safeParse({ minPrice: '9', maxPrice: '1' })),
      ...issueMessages(availabilityQuery.safeParse({ checkInDate: '2020-01-01', checkOutDate: '2020-01-01' })),
      ...issueMessages(availabilityQuery.safeParse({ rooms: '11' })),
      ...issueMessages(newsletterBody.safeParse({ email: '' })),
      ...issueMessages(newsletterBody.safeParse({ email: 'nobody' })),
    ];
    expect(texts.length).toBeGreaterThan(50);
    for (const locale of translated) {
      expect(texts.filter((text) => localiseMessage(text, locale) === text)).toEqual([]);
    }
  });
});

describe('localiseAnswer', () => {
  it('translates the top-level message and keeps the rest of the body', () => {
    const body = { message: 'Login successful!', userDetails: { fullName: 'Ada Obi' } };
    expect(localiseAnswer(body, 'zh')).toEqual({ message: '登录成功！', userDetails: { fullName: 'Ada Obi' } });
    expect(body.message).toBe('Login successful!');
    expect(localiseAnswer(body, 'en')).toBe(body);
  });

  it('leaves bodies without a message alone', () => {
    const list = [{ message: 'Invalid code' }];
    expect(localiseAnswer(list, 'fr')).toBe(list);
    expect(localiseAnswer({ token: 'abc' }, 'fr')).toEqual({ token: 'abc' });
    expect(localiseAnswer(null, 'fr')).toBeNull();
    expect(localiseAnswer({ message: 42 }, 'ar')).toEqual({ message: 42 });
  });
});
