import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import './field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the input (e.g. a strength label). */
  after?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  after,
  id,
  type = 'text',
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {isPassword ? (
          <button
            type="button"
            className="field__reveal"
            onClick={() => setRevealed((value) => !value)}
            // A short name of its own, so that finding the field by its label finds only the field.
            aria-label={revealed ? 'Hide' : 'Show'}
            aria-controls={inputId}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        ) : null}
      </div>
      {after}
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
