import { OutlineIcon as Outline } from '@/components/ui/icons';

export function SearchIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Outline>
  );
}

export function PinIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Outline>
  );
}

export function CalendarIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Outline>
  );
}

export function UsersIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </Outline>
  );
}
