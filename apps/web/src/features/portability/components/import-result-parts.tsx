import type { ImportPreviewRow, ImportResult } from '@circle/contract';
import { TriangleAlert } from 'lucide-react';
import { formatMoney } from '@/lib/format-money';

const SHOWN_ISSUES = 20;

const money = (value: number | null) => (value === null ? 'No value' : formatMoney(value));

/** The first rows as they will become items. */
export function ImportPreviewList({
  rows,
  labelOf,
}: {
  rows: ImportPreviewRow[];
  labelOf: (category: string) => string;
}) {
  if (rows.length === 0) return null;
  return (
    <ul className="import-rows" aria-label="First rows">
      {rows.map((row) => (
        <li key={row.row} className="import-rows__item">
          <div className="import-rows__main">
            <span className="import-rows__name">{row.item_name}</span>
            <span className="import-rows__meta">
              {[
                labelOf(row.item_category),
                row.brand,
                row.location,
                row.quantity > 1 ? `× ${row.quantity}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          <span className="import-rows__amount">
            <span className="import-rows__value">{money(row.estimated_value)}</span>
            {row.original_value != null && row.original_currency ? (
              <span className="import-rows__original">
                {formatMoney(row.original_value, row.original_currency)} in the file
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Rows that cannot be imported, by their line in the file. */
export function ImportIssues({ errors }: { errors: ImportResult['errors'] }) {
  if (errors.length === 0) return null;
  return (
    <div className="import-issues" role="region" aria-label="Rows with problems">
      <p className="import-issues__title">
        <TriangleAlert size={16} aria-hidden />
        {errors.length === 1
          ? '1 row is left out'
          : `${errors.length.toLocaleString()} rows are left out`}
      </p>
      <ul className="import-issues__list">
        {errors.slice(0, SHOWN_ISSUES).map((error) => (
          <li key={error.row}>
            <span className="import-issues__row">Row {error.row}</span> {error.detail}
          </li>
        ))}
      </ul>
      {errors.length > SHOWN_ISSUES ? (
        <p className="muted small">and {(errors.length - SHOWN_ISSUES).toLocaleString()} more</p>
      ) : null}
    </div>
  );
}
