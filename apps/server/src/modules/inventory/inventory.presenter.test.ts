import { TEXT_EXCERPT_CHARS } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { textExcerpt } from './inventory.presenter.js';

describe('textExcerpt', () => {
  it('keeps a short text whole and says so', () => {
    expect(textExcerpt(null)).toEqual({ text: null, truncated: false });
    expect(textExcerpt('Receipt: 2 x Milk $3')).toEqual({
      text: 'Receipt: 2 x Milk $3',
      truncated: false,
    });
    const exact = 'a'.repeat(TEXT_EXCERPT_CHARS);
    expect(textExcerpt(exact)).toEqual({ text: exact, truncated: false });
  });

  it('cuts a long text at the excerpt length without splitting a character', () => {
    const long = '🥫'.repeat(TEXT_EXCERPT_CHARS + 5);
    const { text, truncated } = textExcerpt(long);
    expect(truncated).toBe(true);
    expect(Array.from(text!)).toHaveLength(TEXT_EXCERPT_CHARS);
    expect(long.startsWith(text!)).toBe(true);
  });

  it('counts characters, not UTF-16 units, when deciding to cut', () => {
    const emoji = '🥫'.repeat(TEXT_EXCERPT_CHARS);
    expect(textExcerpt(emoji)).toEqual({ text: emoji, truncated: false });
  });
});
