import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { opensWithTaxClass, withTaxClassMarksRead } from './tax-class-marks.js';

describe("a tax class and rate before an entry's name", () => {
  it('is known by a short class and a rate with its percent sign', () => {
    expect(opensWithTaxClass('A 6% ARROZ AGULHA 1KG')).toBe(true);
    expect(opensWithTaxClass('Tx 13,5% VINHO TINTO')).toBe(true);
    expect(opensWithTaxClass('ARROZ AGULHA 1KG 6%')).toBe(false);
    expect(opensWithTaxClass('A 6 ARROZ')).toBe(false);
  });

  it('starts an entry of its own under a department heading', () => {
    const items = extractItems(
      [
        'Supermercado Exemplo',
        'Artigos',
        'HIGIENE E BELEZA',
        'E 23% CHAMPO ANTICASPA 400ML',
        '3,29',
        'PAPELARIA E ESCRITORIO',
        'E 23% FITA ADESIVA 19MM',
        '1,05',
        'TOTAL A PAGAR 4,34',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['1 × CHAMPO ANTICASPA 400ML @ 3.29', '1 × FITA ADESIVA 19MM @ 1.05']);
  });

  it('cuts marks a photo misread and drops the headings, where the till prints such marks', () => {
    const read = withTaxClassMarksRead(
      [
        'Artigos',
        'CONGELADOS',
        'B 6% ERVILHAS 1KG',
        'B %x DOURADA 400G',
        'BEBIDAS E VINHOS',
        'D 1Z SUMO MAÇA 1L',
      ].map((text) => ({ text })),
    ).map((l) => l.text);
    expect(read).toEqual(['Artigos', 'B 6% ERVILHAS 1KG', 'DOURADA 400G', 'SUMO MAÇA 1L']);
  });

  it('leaves a document alone that prints no mark as such', () => {
    const lines = ['A 4X PILHAS AA', 'B 2X LAMPADAS LED', 'C 3X FUSIVEIS'].map((text) => ({
      text,
    }));
    expect(withTaxClassMarksRead(lines)).toBe(lines);
  });
});
