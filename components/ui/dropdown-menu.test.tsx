import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

function setup(onLogout = jest.fn()) {
  render(
    <DropdownMenu>
      <DropdownMenuTrigger>Account</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Settings</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="/hotel/settings?tab=My+Profile">My Profile</a>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Loyalty Program</DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/hotel/liked">Liked hotels</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>,
  );
  return { trigger: screen.getByRole('button', { name: 'Account' }), onLogout };
}

describe('DropdownMenu', () => {
  it('opens with Enter on the first item, arrows skip disabled items, Escape returns to the button', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    const profile = screen.getByRole('menuitem', { name: 'My Profile' });
    expect(profile).toHaveAttribute('href', '/hotel/settings?tab=My+Profile');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Liked hotels' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Liked hotels' })).toHaveFocus();
    expect(menu).toContainElement(screen.getByText('Settings'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs an action chosen with the keyboard and closes, focus back on the button', async () => {
    const user = userEvent.setup();
    const { trigger, onLogout } = setup();
    trigger.focus();
    await user.keyboard(' ');
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('marks the chosen item of a radio group', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Language</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuRadioGroup value="en" onValueChange={onChange}>
            <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="ar">العربية</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});
