import 'server-only';
import {
  constructTable,
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/config';
import type { DeskBookingPage, DeskBookingRow } from '@/lib/data/desk';
import { todayInLagos } from '@/lib/dates';
import { dayLabel } from '@/lib/format/day';
import { formatNaira } from '@/lib/format/naira';
import { formatPhoneDisplay } from '@/lib/phone';
import type { DeskBookingQuery, DeskSort } from '@/lib/validation/desk';
import { deskSearch } from './desk-query';
import { PaymentBadge, StatusBadge } from './badges';

// The table's model (columns, sort state, page count) comes from TanStack Table, headless: the database has already
// filtered, sorted and cut the page (manualSorting, manualPagination), and this server component draws the result.
const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  rowSortingFeature,
  rowPaginationFeature,
});
const column = createColumnHelper<typeof features, DeskBookingRow>();
const SORTABLE: ReadonlySet<string> = new Set<DeskSort>(['reference', 'checkIn', 'amount', 'created']);
const columns = column.columns([
  column.accessor('reference', { id: 'reference' }),
  column.accessor('guestName', { id: 'guest', enableSorting: false }),
  column.accessor('propertyName', { id: 'property', enableSorting: false }),
  column.accessor('checkInDate', { id: 'checkIn', sortDescFirst: true }),
  column.accessor('status', { id: 'status', enableSorting: false }),
  column.accessor('paymentState', { id: 'payment', enableSorting: false }),
  column.accessor('amountToBePaid', { id: 'amount', sortDescFirst: true }),
  column.accessor('createdAt', { id: 'created', sortDescFirst: true }),
]);

/** One page of the desk's bookings: sortable headers (links), the rows, and links to the other pages. */
export async function BookingsTable({
  result,
  query,
  locale,
}: {
  result: DeskBookingPage;
  query: DeskBookingQuery;
  locale: Locale;
}) {
  const t = await getTranslations('desk');
  const table = constructTable({
    features,
    columns,
    data: result.rows,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    rowCount: result.total,
    state: {
      sorting: [{ id: query.sort, desc: query.dir === 'desc' }],
      pagination: { pageIndex: result.page - 1, pageSize: result.pageSize },
    },
  });
  const href = (changes: Parameters<typeof deskSearch>[1]) =>
    `${localePath('/desk', locale)}${deskSearch(query, changes)}`;
  const pages = Math.max(1, table.getPageCount());
  const bookingHref = (id: string) => localePath(`/desk/bookings/${id}`, locale);

  const cell = (row: DeskBookingRow, id: string): ReactNode => {
    switch (id) {
      case 'reference':
        return (
          <a
            href={bookingHref(row.id)}
            className="font-semibold text-brand-700 underline dark:text-brand-300"
            dir="ltr"
          >
            {row.reference}
          </a>
        );
      case 'guest':
        return (
          <div className="md:min-w-40">
            <div className="font-medium">{row.guestName}</div>
            <div className="text-xs break-all text-gray-600 dark:text-gray-300" dir="ltr">
              {row.guestEmail}
            </div>
            <div className="text-xs text-gray-600 dark:text-gray-300" dir="ltr">
              {formatPhoneDisplay(row.guestPhone)}
            </div>
          </div>
        );
      case 'property':
        return row.propertyName;
      case 'checkIn':
        return (
          <span className="whitespace-nowrap">
            {dayLabel(row.checkInDate, locale, { weekday: false })} –{' '}
            {dayLabel(row.checkOutDate, locale, { weekday: false })}
          </span>
        );
      case 'status':
        return (
          <div className="flex flex-col items-start gap-1">
            <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
            {row.needsAttention ? (
              <span className="text-xs font-semibold text-red-700 dark:text-red-300">{t('attention')}</span>
            ) : null}
          </div>
        );
      case 'payment':
        return <PaymentBadge state={row.paymentState} label={t(`payment.${row.paymentState}`)} />;
      case 'amount':
        return (
          <span className="whitespace-nowrap tabular-nums" dir="ltr">
            {formatNaira(row.amountToBePaid)}
          </span>
        );
      case 'created':
        return (
          <span className="whitespace-nowrap">{dayLabel(todayInLagos(row.createdAt), locale, { weekday: false })}</span>
        );
      default:
        return null;
    }
  };

  return (
    <div>
      <p className="mb-3 text-sm font-medium" role="status">
        {t('results', { total: result.total })}
      </p>
      {result.total > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-night-700">
          {/* On phones each booking is a stack of labelled cells instead of a row that scrolls sideways. */}
          <table className="block w-full text-start text-sm md:table md:min-w-[56rem]">
            <thead className="bg-gray-50 text-xs uppercase max-md:sr-only tracking-wide text-gray-600 dark:bg-night-800 dark:text-gray-300">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const label = t(`columns.${header.column.id as 'reference'}`);
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort() && SORTABLE.has(header.column.id);
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className="px-3 py-3 text-start font-semibold"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      >
                        {canSort ? (
                          <a
                            href={href({
                              sort: header.column.id,
                              dir: sorted ? (sorted === 'asc' ? 'desc' : 'asc') : header.column.getFirstSortDir(),
                              page: '1',
                            })}
                            className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                            aria-label={t('sortBy', { column: label })}
                          >
                            {label}
                            <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                          </a>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="block divide-y divide-gray-200 md:table-row-group dark:divide-night-700">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="grid grid-cols-2 gap-x-3 py-2 align-top md:table-row md:py-0">
                  {row.getAllCells().map((c) => (
                    <td
                      key={c.id}
                      data-label={t(`columns.${c.column.id as 'reference'}`)}
                      className="block px-3 py-1.5 before:mb-0.5 before:block before:text-xs before:font-semibold before:text-gray-600 before:content-[attr(data-label)] md:table-cell md:py-3 md:before:hidden dark:before:text-gray-300"
                    >
                      {cell(row.original, c.column.id)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-3 text-sm">
          {table.getCanPreviousPage() ? (
            <a
              href={href({ page: String(result.page - 1) })}
              rel="prev"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {t('previous')}
            </a>
          ) : (
            <span />
          )}
          <span>{t('pageOf', { page: result.page, pages })}</span>
          {table.getCanNextPage() ? (
            <a
              href={href({ page: String(result.page + 1) })}
              rel="next"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {t('next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
