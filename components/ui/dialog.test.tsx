import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function setup() {
  render(
    <>
      <button type="button">Before</button>
      <Dialog>
        <DialogTrigger>Edit stay</DialogTrigger>
        <DialogContent closeLabel="Close dialog">
          <DialogHeader>
            <DialogTitle>Your stay</DialogTitle>
            <DialogDescription>Change the dates of your stay.</DialogDescription>
          </DialogHeader>
          <input aria-label="Check-in" />
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>,
  );
  return { opener: screen.getByRole('button', { name: 'Edit stay' }) };
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by its description', async () => {
    const { opener } = setup();
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Your stay' });
    expect(dialog).toHaveAccessibleDescription('Change the dates of your stay.');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps Tab inside, closes on Escape and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    const { opener } = setup();
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      seen.add(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect(seen).toEqual(new Set(['Check-in', 'Cancel', 'Close dialog']));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, whose name comes from the caller', async () => {
    const user = userEvent.setup();
    const { opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
