'use client';

import { Button, type ButtonProps } from './button';
import { useStarted } from './use-started';

/**
 * The submit button of a form that only its scripts send (checked, then posted as JSON). Until the page's scripts
 * have run it is disabled, so that neither a press nor Enter sends the form as a plain page request, with what was
 * typed (a password, a guest's details) in the address and the form lost; what was typed meanwhile stays in the
 * fields. A form that also works without scripts (a plain GET to a page that answers it) uses Button.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const started = useStarted();
  return <Button {...props} type="submit" disabled={disabled || !started} />;
}
