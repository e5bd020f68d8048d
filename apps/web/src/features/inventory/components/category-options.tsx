import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { useInventoryOverview } from '../api/get-inventory-overview';
import { categoryIcon, categoryLabel } from '@/lib/item-display';
import '@/components/ui/form.css';
import './category-options.css';

export const CATEGORIES_FAILED = 'Failed to load categories';

/** Every category of the user's items (first 200), as a single-choice list. */
export function CategoryOptions({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const overview = useInventoryOverview();
  if (overview.isPending) return <Spinner size={24} label="Loading categories" />;
  if (overview.isError) {
    return (
      <div className="inline-error" role="alert">
        <span>{CATEGORIES_FAILED}</span>
        <Button variant="link" size="sm" onClick={() => void overview.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const options: (string | null)[] = [null, ...overview.data.categories];
  return (
    <div className="category-options" role="radiogroup" aria-label="Category">
      {options.map((category) => {
        const Icon = category ? categoryIcon(category) : null;
        const checked = value === category;
        return (
          <button
            key={category ?? 'all'}
            type="button"
            role="radio"
            aria-checked={checked}
            className={cx('category-option', checked && 'category-option--checked')}
            onClick={() => onChange(category)}
          >
            {Icon ? <Icon size={18} aria-hidden /> : null}
            <span>{category ? categoryLabel(category) : 'All categories'}</span>
            {checked ? <Check size={18} aria-hidden className="category-option__check" /> : null}
          </button>
        );
      })}
    </div>
  );
}

/** The full category picker (beyond the three quick chips). */
export function CategoryPickerDialog({
  open,
  onOpenChange,
  value,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose Category" variant="sheet">
      <CategoryOptions
        value={value}
        onChange={(category) => {
          onChange(category);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
