'use client';

import { fill } from '@/lib/format/fill';
import { textLink } from './styles';

interface ResendButtonProps {
  remaining: number;
  pending: boolean;
  label: string;
  /** Template with {seconds}. */
  waitTemplate: string;
  onResend: () => void;
}

/** Asks for a new code, once the wait after the last one is over. */
export function ResendButton({ remaining, pending, label, waitTemplate, onResend }: ResendButtonProps) {
  return (
    <button type="button" disabled={remaining > 0 || pending} onClick={onResend} className={textLink}>
      {remaining > 0 ? fill(waitTemplate, { seconds: remaining }) : label}
    </button>
  );
}
