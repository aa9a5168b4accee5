import { createTranslator } from 'use-intl';
import type { Locale } from '@/i18n/config';
import ar from '@/messages/ar';
import en from '@/messages/en';
import { buildSearchLabels, type SearchTranslator } from './search-labels';

function labelsFor(locale: Locale, messages: typeof en) {
  const t = createTranslator({ locale, messages, namespace: 'search' });
  const tg = createTranslator({ locale, messages, namespace: 'common.guests' });
  const tv = createTranslator({ locale, messages, namespace: 'validation' });
  return buildSearchLabels(t as unknown as SearchTranslator, (key, values) => tg(key, values), tv as unknown as SearchTranslator);
}

describe('buildSearchLabels', () => {
  it('resolves every text, with the counter actions named after their counter', () => {
    const labels = labelsFor('en', en);
    expect(labels.location).toBe('Destination');
    expect(labels.counters.adults).toEqual({
      label: 'Adults',
      hint: 'Ages 13 or above',
      increase: 'Increase Adults',
      decrease: 'Decrease Adults',
    });
    expect(labels.validation.minimumStay).toBe('Please select at least one full day for your stay');
  });

  it('sends a pluralised text for every count a counter can reach', () => {
    const labels = labelsFor('en', en);
    expect(labels.counts.adults).toHaveLength(31);
    expect(labels.counts.children).toHaveLength(11);
    expect(labels.counts.rooms).toHaveLength(11);
    expect([labels.counts.adults[1], labels.counts.adults[2], labels.counts.children[1]]).toEqual([
      '1 Adult',
      '2 Adults',
      '1 Child',
    ]);
  });

  it("keeps each language's own plural forms", () => {
    const labels = labelsFor('ar', ar as unknown as typeof en);
    expect(labels.counts.rooms[2]).toBe('غرفتان');
    expect(labels.counts.rooms[1]).not.toBe(labels.counts.rooms[5]);
  });
});
