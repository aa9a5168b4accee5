import { OutlineIcon } from '@/components/ui/icons';

/** An open eye: the password is hidden and can be shown. */
export function EyeIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </OutlineIcon>
  );
}

/** A struck-through eye: the password is shown and can be hidden. */
export function EyeOffIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M4 4l16 16M10.6 5.6A9.8 9.8 0 0 1 12 5.5C18 5.5 21.5 12 21.5 12a17 17 0 0 1-3.1 3.9M6.6 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1.1" />
      <path d="M9.9 10a3 3 0 0 0 4.1 4.1" />
    </OutlineIcon>
  );
}
