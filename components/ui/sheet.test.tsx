import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from './sheet';

function setup(side: 'start' | 'end' | 'bottom') {
  render(
    <Sheet>
      <SheetTrigger>Open menu</SheetTrigger>
      <SheetContent side={side} closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <a href="/hotels">All properties</a>
      </SheetContent>
    </Sheet>,
  );
  return { opener: screen.getByRole('button', { name: 'Open menu' }) };
}

describe('Sheet', () => {
  it('slides from the logical start edge, keeps Tab inside and closes on Escape back to its button', async () => {
    const user = userEvent.setup();
    const { opener } = setup('start');
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveClass('start-0', 'inset-y-0');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('comes up from the bottom for phone pickers and closes with its labelled button', async () => {
    const user = userEvent.setup();
    const { opener } = setup('bottom');
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveClass('bottom-0', 'inset-x-0');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
