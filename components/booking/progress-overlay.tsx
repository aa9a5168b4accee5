'use client';

/** A full-screen veil with the flow's current step ('Creating booking...'), read out as it changes. */
export function ProgressOverlay({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-black/50 p-4">
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-3 rounded-2xl bg-white px-6 py-5 font-semibold shadow-2xl dark:bg-night-900"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6 animate-spin text-brand-700 dark:text-brand-400"
          fill="none"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        {text}
      </div>
    </div>
  );
}
