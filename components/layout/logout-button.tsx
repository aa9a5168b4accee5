'use client';

import { useAuth } from '@/components/auth/auth-provider';

/** Ends the session; the user is cleared even when the call fails, then lands on / with a notice. */
export function LogoutButton({
  label,
  loggedOut,
  className,
}: {
  label: string;
  loggedOut: string;
  className?: string;
}) {
  const { logout } = useAuth();
  return (
    // data-close-menu: the side menu closes at once, while the logout call travels.
    <button type="button" data-close-menu className={className} onClick={() => void logout(loggedOut)}>
      {label}
    </button>
  );
}
