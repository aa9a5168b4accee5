import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderInSegment } from '@/i18n/testing';
import ar from '@/messages/ar';
import { NightlyLines } from './nightly-lines';

const differing = [
  { night: '2026-12-12', price: 50_000, discountedPrice: 45_000 },
  { night: '2026-12-11', price: 40_000, discountedPrice: 40_000 },
];

describe('NightlyLines', () => {
  it('lists each night in date order with what it costs when the nights differ', () => {
    renderInSegment('account', <NightlyLines prices={differing} />);
    const group = screen.getByRole('group', { name: 'Nightly prices' });
    const lines = within(group).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['Fri, Dec 11₦40,000', 'Sat, Dec 12₦45,000']);
  });

  it('shows nothing for a stay whose nights all cost the same, or a stay without nightly prices', () => {
    const uniform = [
      { night: '2026-12-11', price: 40_000, discountedPrice: 36_000 },
      { night: '2026-12-12', price: 40_000, discountedPrice: 36_000 },
    ];
    const { container } = renderInSegment('account', <NightlyLines prices={uniform} />);
    expect(container).toBeEmptyDOMElement();
    const none = renderInSegment('account', <NightlyLines prices={null} />);
    expect(none.container).toBeEmptyDOMElement();
  });

  it('says the prices are per room for a line of several rooms', () => {
    renderInSegment('manage', <NightlyLines prices={differing} numberOfRooms={2} />);
    expect(screen.getByRole('group', { name: 'Nightly prices, per room' })).toBeVisible();
  });

  it('opens the compact disclosure of My Bookings to show the nights', async () => {
    const user = userEvent.setup();
    renderInSegment('account', <NightlyLines prices={differing} compact />);
    expect(screen.getByText('₦45,000')).not.toBeVisible();
    await user.click(screen.getByText('Nightly prices'));
    expect(screen.getByText('₦45,000')).toBeVisible();
  });

  it('writes the nights in Arabic with the amounts kept left to right', () => {
    render(
      <NextIntlClientProvider locale="ar" messages={ar} timeZone="Africa/Lagos">
        <NightlyLines prices={differing} />
      </NextIntlClientProvider>,
    );
    const group = screen.getByRole('group', { name: 'الأسعار لكل ليلة' });
    expect(within(group).getByText('الجمعة، 11 ديسمبر')).toBeVisible();
    expect(within(group).getByText('₦40,000')).toHaveAttribute('dir', 'ltr');
  });
});
