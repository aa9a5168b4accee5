import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

function setup() {
  render(
    <div>
      <p>Outside</p>
      <Popover>
        <PopoverTrigger>NGN</PopoverTrigger>
        <PopoverContent aria-label="Currency">
          <p>All prices are in naira.</p>
          <PopoverClose>Close</PopoverClose>
        </PopoverContent>
      </Popover>
    </div>,
  );
  return { trigger: screen.getByRole('button', { name: 'NGN' }) };
}

describe('Popover', () => {
  it('opens with Enter, closes with Escape and the focus goes back to its button', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Currency' })).toHaveTextContent('All prices are in naira.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toggles with its button and closes on a click outside', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from a close control inside', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
