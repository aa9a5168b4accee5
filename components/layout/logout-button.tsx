'use client';

/** Where the home page finds the message to show after a logout. */
export const FLASH_KEY = 'flash-message';

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
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        try {
          await fetch('/api/user_auth/logout', { method: 'POST', credentials: 'same-origin' });
        } catch {
          // The server session may outlive a failed call; the cookie is cleared below either way.
        }
        document.cookie = 'sn_session=; path=/; max-age=0';
        try {
          sessionStorage.setItem(FLASH_KEY, loggedOut);
        } catch {
          // Without storage the notice is skipped; the logout itself has happened.
        }
        window.location.assign('/');
      }}
    >
      {label}
    </button>
  );
}
