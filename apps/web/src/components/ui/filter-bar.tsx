import type { ReactNode } from 'react';
import { FilterButton, type FilterButtonProps } from './filter-button';
import { SearchField, type SearchFieldProps } from './search-field';
import './chip.css';
import './filter-sheet.css';

/**
 * The bar above a filtered list: search, the button that opens the filter sheet, then the quick
 * filter chips (`children`) and whatever the list adds below them (`after`).
 */
export function FilterBar({
  search,
  filterButton,
  children,
  after,
}: {
  search: SearchFieldProps;
  filterButton: FilterButtonProps;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="filter-bar">
      <div className="filter-bar__row">
        <SearchField {...search} />
        <FilterButton {...filterButton} />
      </div>
      <div className="chip-row" role="group" aria-label="Quick filters">
        {children}
      </div>
      {after}
    </div>
  );
}
