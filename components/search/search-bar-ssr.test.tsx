/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createTranslator } from 'use-intl';
import en from '@/messages/en';
import { addDays, todayInLagos } from '@/lib/dates';
import { SearchBarClient } from './search-bar-client';
import { buildSearchLabels, type SearchTranslator } from './search-labels';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const labels = buildSearchLabels(
  createTranslator({ locale: 'en', messages: en, namespace: 'search' }) as unknown as SearchTranslator,
  createTranslator({ locale: 'en', messages: en, namespace: 'common.guests' }),
  createTranslator({ locale: 'en', messages: en, namespace: 'validation' }) as unknown as SearchTranslator,
);

it('renders a form that searches without JavaScript', () => {
  const html = renderToString(<SearchBarClient variant="hero" locale="en" labels={labels} />);
  const today = todayInLagos();
  const form = /<form[^>]*>/.exec(html)?.[0];
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/hotel/result"');
  expect(html).toMatch(/<input[^>]*name="location"/);
  for (const [name, value] of [
    ['checkIn', today],
    ['checkOut', addDays(today, 1)],
    ['adults', '2'],
    ['children', '0'],
    ['room', '1'],
  ]) {
    expect(html).toMatch(new RegExp(`<input type="hidden" name="${name}" value="${value}"`));
  }
  expect(html).toMatch(/<button type="submit"/);
  expect(html).not.toContain('rdp-');
});
