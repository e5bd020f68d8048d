import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '@/lib/cx';
import './field.css';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

export function SelectField({ label, options, error, id, className, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <select
        id={inputId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
