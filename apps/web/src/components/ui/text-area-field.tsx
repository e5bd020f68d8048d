import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import './field.css';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint ? (
        <div id={`${inputId}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
