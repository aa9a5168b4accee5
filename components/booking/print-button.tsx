'use client';

import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the page has a print layout of its own. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
