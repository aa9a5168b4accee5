import { Link } from '@/components/ui/link';

export interface Crumb {
  label: string;
  /** Without it the crumb is plain text. */
  href?: string;
  /** The page the visitor is on. */
  current?: boolean;
}

/** Home > page name > optional further item, each with an optional route. */
export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-1.5 text-gray-600 dark:text-gray-300">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && (
              <span aria-hidden="true" className="text-gray-400 rtl:-scale-x-100">
                ›
              </span>
            )}
            {item.href ? (
              <Link href={item.href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={item.current ? 'page' : undefined}
                className="truncate font-semibold text-gray-900 dark:text-white"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
