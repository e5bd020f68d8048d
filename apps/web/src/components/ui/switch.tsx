import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off control (role switch) with its label beside it. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled = false,
  className,
}: SwitchProps) {
  const id = useId();
  return (
    <div className={cx('switch-row', className)}>
      <span className="switch-row__text">
        <label className="switch-row__label" htmlFor={id}>
          {label}
        </label>
        {description ? (
          <span className="switch-row__description" id={`${id}-description`}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cx('switch', checked && 'switch--on')}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
