import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

function toDigits(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value[index];
    return char && /\d/.test(char) ? char : '';
  });
}

interface CodeBoxesOptions {
  value: string;
  length: number;
  onChange: (value: string) => void;
  onComplete: ((code: string) => void) | undefined;
}

/**
 * The code boxes' editing: typing (or autofill) fills onwards, a digit typed into a filled box
 * replaces it, backspace clears and moves back, arrows move, paste fills the boxes.
 */
export function useCodeBoxes({ value, length, onChange, onComplete }: CodeBoxesOptions) {
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

  return { inputs, digits, handleChange, handleKeyDown, handlePaste };
}
