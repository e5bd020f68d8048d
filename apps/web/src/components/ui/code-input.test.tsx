// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput, isCompleteCode } from './code-input';

function Harness({
  onComplete,
  initial = '',
}: {
  onComplete?: (code: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput value={value} onChange={setValue} {...(onComplete ? { onComplete } : {})} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => screen.getByTestId('value').textContent;

afterEach(cleanup);

describe('CodeInput', () => {
  it('renders six labelled boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('accepts digits only, one per box, and moves forward', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(value()).toBe('');
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(value()).toBe('4');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '-' } });
    expect(value()).toBe('4');
  });

  it('fills the boxes from a paste and completes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12 34-56' } });
    expect(value()).toBe('123456');
    expect((box(6) as HTMLInputElement).value).toBe('6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills from the focused box when fewer digits are pasted', () => {
    render(<Harness initial="9" />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '87' } });
    expect(value()).toBe('987');
  });

  it('ignores a paste without digits', () => {
    render(<Harness initial="12" />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'abc' } });
    expect(value()).toBe('12');
  });

  it('backspace on an empty box clears the previous one and moves back', () => {
    render(<Harness initial="123" />);
    box(4).focus();
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('backspace on a filled box clears it and stays', () => {
    render(<Harness initial="123" />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(value()).toBe('1 3');
    expect(document.activeElement).toBe(box(2));
  });

  it('calls onComplete when the sixth digit is typed', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} initial="12345" />);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(6), { target: { value: '6' } });
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a full code typed into one box (one-time-code autofill)', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(value()).toBe('654321');
  });
});

describe('isCompleteCode', () => {
  it('needs exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12 456')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
  });
});
