import { act, render, screen } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { deferred, useKeyboardOpenFocus, type DeferredPartProps } from './deferred';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

function MenuPart({ trigger, openedBy }: DeferredPartProps) {
  const onOpenAutoFocus = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent data-opened-by={openedBy} onOpenAutoFocus={onOpenAutoFocus}>
        <DropdownMenuItem>About</DropdownMenuItem>
        <DropdownMenuItem>Legal</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function setup(hover = false) {
  const load = jest.fn(() => Promise.resolve({ default: MenuPart }));
  const More = deferred(load, { activation: 'press', popup: 'menu', hover });
  render(<More trigger={<button type="button">More</button>} />);
  return { load, button: () => screen.getByRole('button', { name: 'More' }) };
}

describe('deferred', () => {
  it('is a plain menu button until used; focusing it fetches the part without opening it', async () => {
    const { load, button } = setup();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens at once on Enter, and the loaded menu then behaves as any menu', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More' });
    expect(menu).toHaveAttribute('data-opened-by', 'keyboard');
    expect(screen.getByRole('menuitem', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Legal' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'About' })).toHaveFocus();
  });

  it('opens on a press, and on pointing only when allowed', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.hover(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button());
    expect((await screen.findByRole('menu')).dataset.openedBy).toBe('pointer');
  });

  it('reports an opening by pointing to a part that allows it', async () => {
    const user = userEvent.setup();
    const { button } = setup(true);
    await user.hover(button());
    expect((await screen.findByRole('menu')).dataset.openedBy).toBe('hover');
  });

  it('lets a press that follows the hover, before the part arrives, open it as pressed', async () => {
    const user = userEvent.setup();
    const { button } = setup(true);
    await user.click(button());
    expect((await screen.findByRole('menu')).dataset.openedBy).toBe('pointer');
  });

  it("takes a trigger that the page's payload hands over as a lazy reference to a later row", async () => {
    // React's payload reader gives a client part such a node when the server outlined part of a long row: a lazy node
    // whose payload is a thenable of the element. cloneElement cannot read it.
    const element = <button type="button">Account</button>;
    const payload = Object.assign(Promise.resolve(element), { status: 'fulfilled', value: element });
    const lazyTrigger = { $$typeof: Symbol.for('react.lazy'), _payload: payload, _init: () => element };
    const load = jest.fn(() => Promise.resolve({ default: MenuPart }));
    const Account = deferred(load, { activation: 'press', popup: 'menu' });
    const user = userEvent.setup();
    await act(async () => {
      render(<Account trigger={lazyTrigger as unknown as ReactElement<ComponentProps<'button'>>} />);
    });
    const button = await screen.findByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect((await screen.findByRole('menu', { name: 'Account' })).dataset.openedBy).toBe('pointer');
  });
});
