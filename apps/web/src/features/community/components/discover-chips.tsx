import { categoryLabel } from '@/lib/item-display';
import { cx } from '@/lib/cx';
import type { DiscoverFilters } from '../lib/discover-filters';

interface DiscoverChipsProps {
  filters: DiscoverFilters;
  setFilters: (patch: Partial<DiscoverFilters>) => void;
  /** The categories the results offer. */
  chips: string[];
}

/** Discover's quick filters: verified, with photos, and one chip a category. */
export function DiscoverChips({ filters, setFilters, chips }: DiscoverChipsProps) {
  return (
    <>
      <button
        type="button"
        className={cx('chip-btn', filters.verifiedOnly && 'chip-btn--active')}
        aria-pressed={filters.verifiedOnly}
        onClick={() => setFilters({ verifiedOnly: !filters.verifiedOnly })}
      >
        Verified Only
      </button>
      <button
        type="button"
        className={cx('chip-btn', filters.withPhotos && 'chip-btn--active')}
        aria-pressed={filters.withPhotos}
        onClick={() => setFilters({ withPhotos: !filters.withPhotos })}
      >
        With Photos
      </button>
      {chips.length > 0 ? <span className="chip-row__divider" aria-hidden="true" /> : null}
      {chips.length > 0 ? (
        <button
          type="button"
          className={cx('chip-btn', filters.category === null && 'chip-btn--active')}
          aria-pressed={filters.category === null}
          onClick={() => setFilters({ category: null })}
        >
          All
        </button>
      ) : null}
      {chips.map((category) => (
        <button
          key={category}
          type="button"
          className={cx('chip-btn', filters.category === category && 'chip-btn--active')}
          aria-pressed={filters.category === category}
          onClick={() => setFilters({ category: filters.category === category ? null : category })}
        >
          {categoryLabel(category)}
        </button>
      ))}
    </>
  );
}
