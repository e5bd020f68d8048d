import { VERIFICATION } from '@circle/contract';
import { cx } from '@/lib/cx';
import { useCodeBoxes } from './use-code-boxes';
import './code-input.css';

export interface CodeInputProps {
  /** The digits typed so far; an empty box is a space, trailing spaces are trimmed. */
  value: string;
  onChange: (value: string) => void;
  /** Called whenever a change leaves every box filled. */
  onComplete?: (code: string) => void;
  length?: number;
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
}

export function isCompleteCode(value: string, length: number = VERIFICATION.codeLength): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** One digit per box; digits only; paste fills the boxes; backspace moves back (spec §5). */
export function CodeInput({
  value,
  onChange,
  onComplete,
  length = VERIFICATION.codeLength,
  label = 'Verification code',
  disabled = false,
  invalid = false,
  autoFocus = false,
  describedBy,
}: CodeInputProps) {
  const { inputs, digits, handleChange, handleKeyDown, handlePaste } = useCodeBoxes({
    value,
    length,
    onChange,
    onComplete,
  });

  return (
    <div
      className={cx('code-input', invalid && 'code-input--invalid')}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
    >
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onFocus={(event) => event.target.select()}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
        />
      ))}
    </div>
  );
}
