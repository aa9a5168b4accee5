import { ForUsers, UserAvatar, UserMembership, UserName } from './account-slot';
import { UserMenu as UserMenuButton } from './header-parts';

/**
 * The signed-in top bar entry: avatar, greeting and membership; behind it the settings tabs and Logout. Rendered for
 * everyone and shown once the browser knows who is signed in.
 */
export function UserMenu() {
  return (
    <ForUsers>
      <UserMenuButton
        summary={
          <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 dark:bg-night-800">
            <UserAvatar className="size-11" />
            <div className="min-w-0">
              <p className="truncate font-bold">
                <UserName welcome />
              </p>
              <p className="text-sm text-gray-600 dark:text-gray-300">
                <UserMembership />
              </p>
            </div>
          </div>
        }
        trigger={
          <button
            type="button"
            className="flex items-center gap-2 rounded-full py-1 pe-3 ps-1 hover:bg-gray-100 data-[state=open]:bg-gray-100 dark:hover:bg-night-800 dark:data-[state=open]:bg-night-800"
          >
            <UserAvatar />
            <span className="text-start leading-tight max-sm:sr-only sm:block">
              <span className="block text-xs text-gray-500 dark:text-gray-400">
                <UserName welcome />
              </span>
              <span className="block text-sm font-semibold">
                <UserMembership />
              </span>
            </span>
          </button>
        }
      />
    </ForUsers>
  );
}
