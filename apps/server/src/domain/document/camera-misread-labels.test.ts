import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';
import { lookAlikeReadings, ungluedReadings } from './ocr-label-repair.js';

describe("a photographed till's label with a look-alike letter or a dropped space", () => {
  it('reads a money word with one look-alike letter, a currency code after it', () => {
    expect(nonItemKind('GFSAMT EUR')).toBe('total');
    expect(nonItemKind('BALANGE DUE')).toBe('total');
    expect(lookAlikeReadings('tqtal')).toContain('total');
  });

  it('reads a section sign glued to letters as an S', () => {
    expect(nonItemKind('§UMME EUR')).toBe('total');
  });

  it("reads a till's phrase with the space between its words dropped", () => {
    expect(nonItemKind('IMPORTETOTAL')).toBe('total');
    const known = new Set(['montant', 'ttc', 'total']);
    expect(ungluedReadings(['montantttc'], known)).toEqual([{ words: ['montant', 'ttc'], at: 0 }]);
    expect(ungluedReadings(['montant', 'totalb'], known)).toEqual([
      { words: ['montant', 'total', 'b'], at: 1 },
    ]);
  });

  it('reads a bag beside its material with its bag word misread', () => {
    expect(nonItemKind('SACOIA PLASTICA')).toBe('charge');
    expect(nonItemKind('PUNGĂ HÂRTIE')).toBe('charge');
  });

  it('bends no product word into a label', () => {
    expect(nonItemKind('Torba na laptopa')).toBe(null);
    expect(nonItemKind('Cord 3m')).toBe(null);
    expect(nonItemKind('Fotal Gym XLS trainer')).toBe(null);
    expect(nonItemKind('Pungă cadou pentru copii')).toBe(null);
  });

  it('keeps a noisy till to its goods', () => {
    const till = [
      'SUPERMERCADO NORTE',
      'ARROZ AGULHINHA 5KG        24,90',
      'OLEO DE SOJA 900ML          7,49',
      'SACOIA PLASTICA             0,25',
      'T0TAI                      32,64',
      '§UBTOTAL                   32,64',
    ].join('\n');
    expect(extractItems(till).items.map((i) => i.name)).toEqual([
      'ARROZ AGULHINHA 5KG',
      'OLEO DE SOJA 900ML',
    ]);
  });
});
