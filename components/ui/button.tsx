import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

/** Classes of a button (or of a link that looks like one) by variant and size. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70 dark:bg-brand-600 dark:hover:bg-brand-700',
        secondary:
          'border border-brand-700 text-brand-700 hover:bg-brand-50 disabled:border-gray-300 disabled:text-gray-400 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-night-800 dark:disabled:border-night-600 dark:disabled:text-gray-500',
        ghost:
          'text-gray-900 hover:bg-gray-100 disabled:text-gray-400 dark:text-gray-100 dark:hover:bg-night-800 dark:disabled:text-gray-500',
        destructive: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-70 dark:bg-red-600 dark:hover:bg-red-700',
        link: 'text-brand-700 underline-offset-2 hover:underline disabled:text-gray-500 disabled:no-underline dark:text-brand-300 dark:disabled:text-gray-400',
      },
      size: {
        default: 'h-11 rounded-xl px-5',
        sm: 'h-9 rounded-lg px-3',
        lg: 'h-12 rounded-xl px-6 text-base',
        icon: 'size-11 rounded-full',
        pill: 'h-10 rounded-full px-4',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto min-h-11 px-0' }],
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

/** A link that looks like a button takes `buttonVariants()` as its class. */
export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** A request is under way: the button ignores presses (aria-disabled, still focusable), is busy, and shows
   * `pendingText` when given. */
  pending?: boolean;
  pendingText?: string;
}

/** A button in the site's look: primary brand purple, secondary outline, ghost, destructive or link. */
export function Button({
  className,
  variant,
  size,
  pending = false,
  pendingText,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      {...props}
      // Pending, it ignores presses but stays focusable: a disabled button would drop the keyboard's focus to the page.
      onClick={pending ? (event) => event.preventDefault() : props.onClick}
    >
      {pending && <Spinner />}
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
