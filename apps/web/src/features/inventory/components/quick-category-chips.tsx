import { ChevronDown } from 'lucide-react';
import { cx } from '@/lib/cx';
import { categoryLabel } from '@/lib/item-display';

interface QuickCategoryChipsProps {
  /** The owner's most used categories. */
  quickCategories: readonly string[];
  category: string | null;
  onChange: (category: string | null) => void;
  /** Opens the full category picker. */
  onMore: () => void;
}

/** All, the quick categories, and "More categories" (showing a category chosen there). */
export function QuickCategoryChips({
  quickCategories,
  category,
  onChange,
  onMore,
}: QuickCategoryChipsProps) {
  const otherCategory = category !== null && !quickCategories.includes(category) ? category : null;
  return (
    <>
      <button
        type="button"
        className={cx('chip-btn', category === null && 'chip-btn--active')}
        aria-pressed={category === null}
        onClick={() => onChange(null)}
      >
        All
      </button>
      {quickCategories.map((quick) => (
        <button
          key={quick}
          type="button"
          className={cx('chip-btn', category === quick && 'chip-btn--active')}
          aria-pressed={category === quick}
          onClick={() => onChange(category === quick ? null : quick)}
        >
          {categoryLabel(quick)}
        </button>
      ))}
      <button
        type="button"
        className={cx('chip-btn', otherCategory && 'chip-btn--active')}
        aria-haspopup="dialog"
        onClick={onMore}
      >
        {otherCategory ? categoryLabel(otherCategory) : 'More categories'}
        <ChevronDown size={14} aria-hidden />
      </button>
    </>
  );
}
