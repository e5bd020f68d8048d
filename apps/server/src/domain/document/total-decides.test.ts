import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { extractItems } from './extract.js';
import { withoutUnaccountedLine } from './total-decides.js';
import type { Candidate } from './types.js';

const entry = (text: string, unit: number, quantity = 1): Candidate => ({
  text,
  quantity,
  unit,
  total: null,
  ambiguous: false,
  approximate: false,
  brand: null,
  location: null,
  condition: null,
  details: [],
  source: 'receipt',
  line: text,
  confidence: undefined,
  exactName: false,
});

describe('the printed total decides a doubtful line', () => {
  it('drops the one line whose absence makes the lines add up to the printed total', () => {
    const lines = [entry('Kettle', 24.5), entry('Mug', 3.25, 2), entry('KB', 18.4)];
    const kept = withoutUnaccountedLine(lines, [{ kind: 'total', value: 31 }], 0);
    expect(kept.map((c) => c.text)).toEqual(['Kettle', 'Mug']);
  });
  it('keeps every line when they already add up, or when no single line explains the gap', () => {
    const lines = [entry('Kettle', 24.5), entry('Mug', 6.5)];
    expect(withoutUnaccountedLine(lines, [{ kind: 'total', value: 31 }], 0)).toHaveLength(2);
    const twins = [entry('Pen', 2), entry('Pad', 2), entry('Box', 9)];
    expect(withoutUnaccountedLine(twins, [{ kind: 'total', value: 11 }], 0)).toHaveLength(3);
  });
  it('among lines of the same amount, drops the one that opens with an article number', () => {
    const lines = [entry('Cushion Blue', 7.5), entry('4412093 ONESIZE', 7.5), entry('Throw', 20)];
    const kept = withoutUnaccountedLine(lines, [{ kind: 'total', value: 27.5 }], 0);
    expect(kept.map((c) => c.text)).toEqual(['Cushion Blue', 'Throw']);
  });
  it('never treats a near miss as a match: a till adds up to the cent', () => {
    const lines = [entry('Soup', 10.99), entry('Rice', 14.99), entry('Tea', 3.99)];
    expect(withoutUnaccountedLine(lines, [{ kind: 'total', value: 15.1 }], 0)).toHaveLength(3);
  });
  it('leaves out a VAT line a till prints between its items and its total', () => {
    const text = [
      'Loja Exemplo Lda',
      'NIF 500000000',
      'Artigo Quant EUR',
      'Candeeiro de mesa 24,60',
      'S. loja 23% sobre 20,00 4,60',
      'Total 24,60',
      'Numerario 24,60',
    ].join('\n');
    expect(extractItems(text, { currency: 'EUR' }).items.map((i) => i.name)).toEqual([
      'Candeeiro de mesa',
    ]);
  });
});

describe("an accountant's brackets", () => {
  it('make a line’s last amount a credit, not an item', () => {
    const [credit] = scanNumbers('Happy hour offer   (3.50)', { decimal: '.', zeroDecimal: false });
    expect(credit!.negative).toBe(true);
    const [inName] = scanNumbers('Pizza (12.5 in) 9.90', { decimal: '.', zeroDecimal: false });
    expect(inName!.negative).toBe(false);
    const text = 'Bistro\n1 Soup  4.50\n1 Tea  2.00\nLunch offer  (1.50)\nTOTAL: 5.00\n';
    expect(extractItems(text, { currency: 'USD' }).items.map((i) => i.name)).toEqual([
      'Soup',
      'Tea',
    ]);
  });
});
