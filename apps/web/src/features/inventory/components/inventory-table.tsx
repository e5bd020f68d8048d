import type { InventoryItem } from '@circle/contract';
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

/** The inventory as a dense table; each column header sorts the whole list on the server. */
export function InventoryTable({
  items,
  filters,
  onSort,
  busy,
}: {
  items: InventoryItem[];
  filters: Pick<InventoryFilters, 'sortBy' | 'sortOrder'>;
  onSort: (field: InventorySortField) => void;
  busy?: boolean;
}) {
  return (
    <div className="inventory-table__scroll">
      <table className="inventory-table" aria-busy={busy || undefined}>
        <thead>
          <tr>
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
            <tr key={item.id}>
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
