import { SHARING_TYPES, type SharingType } from '@circle/contract';
import { Gift, Handshake } from 'lucide-react';
import { useId } from 'react';
import { cx } from '@/lib/cx';
import { sharingTypeLabels } from '../lib/sharing-labels';

const TYPE_ICONS: Record<SharingType, typeof Handshake> = { BORROW: Handshake, DONATE: Gift };
const TYPE_HINTS: Record<SharingType, string> = {
  BORROW: 'Lend it for a while; it comes back to you.',
  DONATE: 'Give it away; it moves to their inventory.',
};

/** "How do you want to share it?": Lend or Give Away, as a radio group. */
export function ShareTypePicker({
  value,
  onChange,
}: {
  value: SharingType;
  onChange: (type: SharingType) => void;
}) {
  const groupLabelId = useId();
  return (
    <div className="field">
      <span className="field__label" id={groupLabelId}>
        How do you want to share it?
      </span>
      <div className="type-picker" role="radiogroup" aria-labelledby={groupLabelId}>
        {SHARING_TYPES.map((option) => {
          const Icon = TYPE_ICONS[option];
          const checked = value === option;
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={checked}
              className={cx('type-picker__option', checked && 'type-picker__option--active')}
              onClick={() => onChange(option)}
            >
              <Icon size={20} aria-hidden />
              <span className="type-picker__label">{sharingTypeLabels(option).action}</span>
              <span className="type-picker__hint">{TYPE_HINTS[option]}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
