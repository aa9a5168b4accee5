import { cn } from '@/lib/cn';

/** The product's mark: a roof over a doorway on a purple tile. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('shrink-0', className)}>
      <defs>
        <linearGradient id="logo-tile" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="url(#logo-tile)" />
      <path
        d="M8 20.5 20 10l12 10.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12.5 19v11.5h15V19" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinejoin="round" />
      <rect x="17.5" y="23" width="5" height="7.5" rx="1.2" fill="#fbbf24" />
    </svg>
  );
}

/** Mark and wordmark. */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={cn('size-8', markClassName)} />
      <span className="text-lg font-extrabold tracking-tight text-gray-900 dark:text-white" dir="ltr">
        Stay<span className="text-brand-700 dark:text-brand-400">Naija</span>
      </span>
    </span>
  );
}
