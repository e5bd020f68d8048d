import { SlidersHorizontal } from 'lucide-react';
import { cx } from '@/lib/cx';
import './dialog.css';
import './filter-button.css';

export interface FilterButtonProps {
  /** How many filters are on; the badge and the accessible name say it. */
  active: number;
  badgeTestId: string;
  onClick: () => void;
}

/** The button that opens a filter sheet, with the active-filter badge. */
export function FilterButton({ active, badgeTestId, onClick }: FilterButtonProps) {
  return (
    <button
      type="button"
      className={cx('filter-button', active > 0 && 'filter-button--active')}
      aria-label={active > 0 ? `Filters, ${active} active` : 'Filters'}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <SlidersHorizontal size={18} aria-hidden />
      <span className="filter-button__label">Filters</span>
      {active > 0 ? (
        <span className="filter-button__badge" data-testid={badgeTestId}>
          {active}
        </span>
      ) : null}
    </button>
  );
}
