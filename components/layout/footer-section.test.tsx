import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterSection } from './footer-section';

it('is a collapsed accordion until its heading is tapped', async () => {
  render(
    <FooterSection title="Top cities">
      <a href="/hotel/top-destination?state=Ibadan">Ibadan</a>
    </FooterSection>,
  );
  const toggle = screen.getByRole('button', { name: 'Top cities' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: 'Ibadan', hidden: true }).parentElement).toHaveClass('hidden');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Ibadan' }).parentElement).not.toHaveClass('hidden');
});
