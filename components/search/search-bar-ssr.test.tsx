/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SegmentIntl } from '@/i18n/testing';
import { addDays, todayInLagos } from '@/lib/dates';
import SearchBarForm from './search-bar-form';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), useParams: () => ({}) }));

it('renders a form that searches without JavaScript', () => {
  const html = renderToString(
    <SegmentIntl segment="site">
      <SearchBarForm variant="hero" today={todayInLagos()} />
    </SegmentIntl>,
  );
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
  expect(html).toContain('2 Adults • 0 Children • 1 Room');
  expect(html).not.toContain('rdp-');
});
