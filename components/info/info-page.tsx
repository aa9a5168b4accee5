import type { ReactNode } from 'react';
import type { InfoPageContent } from '@/lib/content/pages';

function anchor(index: number) {
  return `section-${index + 1}`;
}

interface InfoPageProps {
  content: InfoPageContent;
  tocLabel: string;
  /** Rendered between the introduction and the sections. */
  children?: ReactNode;
}

/** A readable information page: title band, introduction, table of contents and sections. */
export function InfoPage({ content, tocLabel, children }: InfoPageProps) {
  const showToc = content.sections.length > 4;
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{content.title}</h1>
          {content.updated && <p className="mt-3 text-sm text-brand-100">{content.updated}</p>}
          <p className="mt-5 max-w-3xl text-base leading-relaxed text-brand-50 md:text-lg">{content.intro}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:py-14 lg:grid-cols-[15rem_1fr]">
        {showToc ? (
          <nav aria-label={tocLabel} className="lg:sticky lg:top-28 lg:self-start">
            <p className="mb-3 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
              {tocLabel}
            </p>
            <ol className="space-y-2 border-s border-gray-200 text-sm dark:border-night-700">
              {content.sections.map((s, i) => (
                <li key={s.heading}>
                  <a
                    href={`#${anchor(i)}`}
                    className="-ms-px block border-s-2 border-transparent ps-3 text-gray-600 hover:border-brand-600 hover:text-brand-700 dark:text-gray-300 dark:hover:text-brand-300"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div className="min-w-0 space-y-10">
          {children}
          {content.sections.map((s, i) => (
            <section key={s.heading} id={anchor(i)} className="scroll-mt-28">
              <h2 className="text-xl font-bold md:text-2xl">{s.heading}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-gray-700 dark:text-gray-300">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.list && (
                  <ul className="list-disc space-y-1.5 ps-6 marker:text-brand-600">
                    {s.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
