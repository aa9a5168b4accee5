import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './popover';

function setup() {
  render(
    <div>
      <p>Outside</p>
      <Popover trigger="Help" triggerLabel="Help">
        <a href="#line">Support line</a>
        <button type="button" data-close>
          Close
        </button>
      </Popover>
    </div>,
  );
  return { button: screen.getByRole('button', { name: 'Help' }) };
}

describe('Popover', () => {
  it('toggles its panel', async () => {
    const { button } = setup();
    expect(screen.queryByRole('link', { name: 'Support line' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Support line' })).toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside click and on Escape', async () => {
    const { button } = setup();
    await userEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link or a close control inside is used', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
