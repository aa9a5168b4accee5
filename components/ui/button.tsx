import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const sizes = { default: 'md', sm: 'sm', lg: 'lg', icon: 'icon', pill: 'pill' } as const;

/** The look of a button: primary brand purple, secondary outline, ghost, destructive or link. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';
/** A button's size: default (44 px tall), sm, lg, icon (a 44 px circle) or pill. */
export type ButtonSize = keyof typeof sizes;

/**
 * Classes of a button (or of a link that looks like one) by variant and size: component classes of app/globals.css,
 * which any utility class added beside them overrides.
 */
export function buttonVariants({ variant, size }: { variant?: ButtonVariant | null; size?: ButtonSize | null } = {}) {
  return `btn btn-${variant ?? 'primary'} btn-${sizes[size ?? 'default']}`;
}

/** A link that looks like a button takes `buttonVariants()` as its class. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
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
  return (
    <button
      type={type ?? 'button'}
      className={clsx(buttonVariants({ variant, size }), className)}
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
