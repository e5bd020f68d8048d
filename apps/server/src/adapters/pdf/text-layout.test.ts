import { describe, expect, it } from 'vitest';
import { layoutText, type PlacedText } from './text-layout.js';

/** A piece of 10-point text whose characters are 5 units wide. */
const at = (text: string, x: number, y: number, size = 10): PlacedText => ({
  text,
  x,
  y,
  width: [...text].length * size * 0.5,
  size,
});

describe('lines rebuilt from placed text', () => {
  it('puts pieces on one baseline in one line, left to right, whatever their order', () => {
    const text = layoutText([at('29.99', 300, 100), at('Desk lamp', 50, 100), at('Shop', 50, 80)]);
    expect(text.split('\n')[0]).toBe('Shop');
    expect(text.split('\n')[1]).toMatch(/^Desk lamp {3,}29\.99$/);
  });

  it('keeps a line whose pieces sit a little above or below the baseline', () => {
    expect(layoutText([at('Lamp', 50, 100), at('x2', 75, 101.5)])).toBe('Lamp x2');
  });

  it('joins the pieces of a word and puts one space between words', () => {
    expect(layoutText([at('Cof', 50, 100), at('fee', 65, 100), at('mug', 85, 100)])).toBe(
      'Coffee mug',
    );
  });

  it('places columns on a grid, so they line up from row to row and stay apart', () => {
    const lines = layoutText([
      at('Item', 50, 100),
      at('Qty', 190, 100),
      at('Price', 240, 100),
      at('Electric kettle', 50, 118),
      at('2', 190, 118),
      at('24.00', 240, 118),
    ]).split('\n');
    expect(lines[0]!.indexOf('Qty')).toBe(lines[1]!.indexOf('2'));
    expect(lines[0]!.indexOf('Price')).toBe(lines[1]!.indexOf('24.00'));
    expect(lines[1]!.split(/\s{2,}/)).toEqual(['Electric kettle', '2', '24.00']);
  });

  it('never lets a column gap shrink to a space, even off the grid', () => {
    const text = layoutText([at('Extraordinarily long name', 50, 100), at('9.50', 186, 100)]);
    expect(text).toMatch(/name {3}9\.50$/);
  });

  it('marks a wide vertical gap with a blank line', () => {
    expect(layoutText([at('Receipt', 50, 50), at('Lamp', 50, 100), at('Chair', 50, 114)])).toBe(
      'Receipt\n\nLamp\nChair',
    );
  });

  it('ignores blank pieces and answers nothing for a page without text', () => {
    expect(layoutText([at('  ', 50, 100)])).toBe('');
    expect(layoutText([])).toBe('');
    expect(layoutText([at('Lamp', 50, 100), { ...at(' ', 70, 100), width: 200 }])).toBe('Lamp');
  });
});
