import { VERIFICATION } from '@circle/contract';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
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

function toDigits(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value[index];
    return char && /\d/.test(char) ? char : '';
  });
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
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = toDigits(value, length);

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );
    if (next.every(Boolean)) onComplete?.(next.join(''));
  };

  const fillFrom = (start: number, incoming: string) => {
    const next = [...digits];
    let index = start;
    for (const char of incoming) {
      if (index >= length) break;
      next[index] = char;
      index += 1;
    }
    commit(next);
    focusBox(Math.min(index, length - 1));
  };

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) {
      if (raw === '' && digits[index]) {
        const next = [...digits];
        next[index] = '';
        commit(next);
      }
      return;
    }
    const current = digits[index];
    if (typed.length === 2 && current) {
      // A digit typed into a filled box: keep the new one.
      const replacement = typed[0] === current ? typed[1] : typed[0];
      fillFrom(index, replacement ?? '');
      return;
    }
    // One digit, or several at once (one-time-code autofill): fill onwards from here.
    fillFrom(typed.length >= length ? 0 : index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (digits[index]) {
        next[index] = '';
        commit(next);
      } else if (index > 0) {
        next[index - 1] = '';
        commit(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    fillFrom(pasted.length >= length ? 0 : index, pasted.slice(0, length));
  };

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
