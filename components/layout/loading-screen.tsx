import { LogoMark } from '@/components/ui/logo';

/** Full-screen pulsing logo: white in light mode, dark grey in dark mode. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white dark:bg-night-800"
    >
      <LogoMark className="size-20 animate-logo-pulse" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
