'use client';

/** Last resort when the root layout itself fails: plain, self-contained, English. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
        }}
      >
        <main style={{ textAlign: 'center', padding: 24 }}>
          <h1>Something went wrong</h1>
          <p>We couldn&apos;t load this page. Please try again in a moment.</p>
          <button
            type="button"
            onClick={reset}
            style={{ padding: '10px 20px', borderRadius: 999, border: 0, background: '#6d28d9', color: '#fff' }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
