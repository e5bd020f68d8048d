import { RATING_LABELS } from '@circle/contract';
import { Star } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
import '@/components/ui/field.css';
import './feedback.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** "No rating" for 0, else Poor, Fair, Good, Very Good, Excellent (spec §9). */
export function ratingLabel(rating: number): string {
  return RATING_LABELS[rating] ?? RATING_LABELS[0];
}

/** 1 to 5 stars as a radio group (arrow keys move); 0 means no rating. */
export function RatingInput({
  value,
  onChange,
  label = 'Rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  label?: string;
}) {
  const labelId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (rating: number) => {
    const next = Math.max(1, Math.min(STARS.length, rating));
    onChange(next);
    buttons.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    choose(star + step);
  };
  return (
    <div className="rating">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="rating__row">
        <div className="rating__stars" role="radiogroup" aria-labelledby={labelId}>
          {STARS.map((star) => {
            const checked = value === star;
            return (
              <button
                key={star}
                ref={(element) => {
                  buttons.current[star - 1] = element;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}: ${ratingLabel(star)}`}
                tabIndex={checked || (value === 0 && star === 1) ? 0 : -1}
                className={cx('rating__star', star <= value && 'rating__star--on')}
                onClick={() => onChange(star)}
                onKeyDown={(event) => onKeyDown(event, star)}
              >
                <Star size={28} aria-hidden />
              </button>
            );
          })}
        </div>
        <span className="rating__label" aria-live="polite">
          {ratingLabel(value)}
        </span>
        {value > 0 ? (
          <button type="button" className="rating__clear" onClick={() => onChange(0)}>
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}
