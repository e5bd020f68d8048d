import type { InventoryItem } from '@circle/contract';
import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, LayoutGrid, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { formatDate, formatValue } from '@/lib/format';
import {
  SORT_LABELS,
  type InventoryFilters,
  type InventorySortField,
} from '../lib/inventory-filters';
import type { InventoryLayout } from '../stores/browse-store';
import type { BrowseSelection } from '../hooks/use-browse-selection';
import { CategoryTag, ConditionBadge } from '@/components/items/item-card';
import { ItemPicture } from '@/components/items/item-picture';
import './inventory-table.css';

interface Column {
  sort: InventorySortField;
  label: string;
  numeric?: boolean;
  cell: (item: InventoryItem) => React.ReactNode;
}

const COLUMNS: readonly Column[] = [
  {
    sort: 'name',
    label: 'Name',
    cell: (item) => (
      <Link to={`/item/${item.id}`} className="inventory-table__name">
        <ItemPicture item={item} className="inventory-table__picture" />
        <span>
          {item.item_name}
          {item.quantity > 1 ? <span className="muted"> × {item.quantity}</span> : null}
        </span>
      </Link>
    ),
  },
  {
    sort: 'category',
    label: 'Category',
    cell: (item) => <CategoryTag category={item.item_category} />,
  },
  {
    sort: 'value',
    label: 'Value',
    numeric: true,
    cell: (item) => (item.estimated_value == null ? '—' : formatValue(item.estimated_value)),
  },
  {
    sort: 'condition',
    label: 'Condition',
    cell: (item) => (item.condition ? <ConditionBadge condition={item.condition} /> : '—'),
  },
  { sort: 'room', label: 'Room', cell: (item) => item.location || '—' },
  { sort: 'date', label: 'Added', cell: (item) => formatDate(item.created_at) },
];

/** Grid or table: the choice is remembered on this device. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: InventoryLayout;
  onChange: (layout: InventoryLayout) => void;
}) {
  const options = [
    { value: 'grid', label: 'Cards', Icon: LayoutGrid },
    { value: 'table', label: 'Table', Icon: Table2 },
  ] as const;
  return (
    <div className="layout-toggle" role="group" aria-label="Show items as">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className={cx('layout-toggle__option', layout === value && 'layout-toggle__option--on')}
          aria-pressed={layout === value}
          onClick={() => onChange(value)}
          title={label}
        >
          <Icon size={16} aria-hidden />
          <span>{label}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * The inventory as a dense table; each column header sorts the whole list on the server. While
 * selecting, a first column of checkboxes (its header selects every shown row; shift-click
 * selects a range).
 */
export function InventoryTable({
  items,
  filters,
  onSort,
  busy,
  selection,
}: {
  items: InventoryItem[];
  filters: Pick<InventoryFilters, 'sortBy' | 'sortOrder'>;
  onSort: (field: InventorySortField) => void;
  busy?: boolean;
  selection?: BrowseSelection;
}) {
  const selecting = selection?.selecting ? selection : null;
  return (
    <div className="inventory-table__scroll">
      <table className="inventory-table" aria-busy={busy || undefined}>
        <thead>
          <tr>
            {selecting ? (
              <th scope="col" className="inventory-table__select">
                <SelectAllBox items={items} selection={selecting} />
              </th>
            ) : null}
            {COLUMNS.map((column) => {
              const active = filters.sortBy === column.sort;
              const Arrow = !active
                ? ArrowUpDown
                : filters.sortOrder === 'asc'
                  ? ArrowUp
                  : ArrowDown;
              return (
                <th
                  key={column.sort}
                  scope="col"
                  className={cx(column.numeric && 'inventory-table__numeric')}
                  aria-sort={
                    active ? (filters.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  <button
                    type="button"
                    className={cx('inventory-table__sort', active && 'inventory-table__sort--on')}
                    onClick={() => onSort(column.sort)}
                    title={`Sort by ${SORT_LABELS[column.sort]}`}
                  >
                    {column.label}
                    <Arrow size={14} aria-hidden />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-selected={selecting?.isSelected(item) || undefined}>
              {selecting ? (
                <td className="inventory-table__select">
                  <input
                    type="checkbox"
                    checked={selecting.isSelected(item)}
                    aria-label={`Select ${item.item_name}`}
                    onChange={() => undefined}
                    onClick={(event) => selecting.pick(item, items, event.shiftKey)}
                  />
                </td>
              ) : null}
              {COLUMNS.map((column) => (
                <td key={column.sort} className={cx(column.numeric && 'inventory-table__numeric')}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The header's checkbox: every shown row selected, none, or some (mixed). */
function SelectAllBox({
  items,
  selection,
}: {
  items: InventoryItem[];
  selection: BrowseSelection;
}) {
  const box = useRef<HTMLInputElement>(null);
  const chosen = items.filter(selection.isSelected).length;
  const all = items.length > 0 && chosen === items.length;
  const some = chosen > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      checked={all}
      aria-checked={some ? 'mixed' : all}
      aria-label="Select all shown items"
      onChange={() => selection.toggleAll(items)}
    />
  );
}
