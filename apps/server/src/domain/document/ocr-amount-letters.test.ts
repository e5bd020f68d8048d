import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { figuresForLookAlikes } from './ocr-amount-letters.js';

const read = (text: string) => extractItems(text).items.map((i) => `${i.name} @ ${i.value}`);

describe("a photographed till's price with a letter read for a figure", () => {
  it('reads the letter as the figure it looks like', () => {
    expect(figuresForLookAlikes('Apfelsaft naturtrüb 1L   l2,49')).toBe(
      'Apfelsaft naturtrüb 1L   12,49',
    );
    expect(figuresForLookAlikes('QUESO MANCHEGO 250G   6.9S')).toBe('QUESO MANCHEGO 250G   6.95');
    expect(figuresForLookAlikes('Lasagne verdi   1B.50 A')).toBe('Lasagne verdi   18.50 A');
    expect(figuresForLookAlikes('Pinot grigio   2Z.00')).toBe('Pinot grigio   22.00');
  });

  it("leaves names, codes and a price's own letters alone", () => {
    expect(figuresForLookAlikes('Size chart S.XL')).toBe('Size chart S.XL');
    expect(figuresForLookAlikes('Vitamin B.12')).toBe('Vitamin B.12');
    expect(figuresForLookAlikes('Model SB.ZZ')).toBe('Model SB.ZZ');
    expect(figuresForLookAlikes('Olive oil 500ml   7.99')).toBe('Olive oil 500ml   7.99');
    expect(figuresForLookAlikes('Mineralwasser 1,5l')).toBe('Mineralwasser 1,5l');
    expect(figuresForLookAlikes('Saft 12,5l')).toBe('Saft 12,5l');
  });

  it('keeps the goods of a till photo whose prices carry such letters or a glued tax flag', () => {
    const till = `MERCADO CENTRAL
LECHE ENTERA 1L           1.l9
PAN INTEGRAL 600G         2.8S
ACEITE OLIVA 1L          9.45V
TOTAL                    13.49`;
    expect(read(till)).toEqual([
      'LECHE ENTERA 1L @ 1.19',
      'PAN INTEGRAL 600G @ 2.85',
      'ACEITE OLIVA 1L @ 9.45',
    ]);
  });
});
