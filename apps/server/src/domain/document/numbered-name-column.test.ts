import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { conditionOf } from './conditions.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value, i.condition]);

describe('an inventory whose header glues the row number to the name ("Nr. Denumire")', () => {
  it('reads the pieces and condition columns apart from the name, and the value as the row total', () => {
    const inventory = [
      'PROCES-VERBAL DE INVENTAR',
      'Data: 01.04.2025',
      '',
      'Nr. Denumire                              Buc.  Stare               Valoare (lei)',
      '',
      'CAMERA DE ZI',
      ' 1. Fotoliu piele maro                     1  stare bună             1.400,00',
      ' 2. Scaune pliante                         3  uzură ușoară              360,00',
      ' 3. Veioză birou                           2  nou                       200,00',
      '',
      'TOTAL                                                             1.960,00 lei',
    ];
    expect(read(inventory)).toEqual([
      ['Fotoliu piele maro', 1, 1400, 'good'],
      ['Scaune pliante', 3, 120, 'fair'],
      ['Veioză birou', 2, 100, 'new'],
    ]);
  });
});

describe('Romanian condition words', () => {
  it('read in both spellings of ș and ț', () => {
    expect(conditionOf('ca nouă')).toBe('excellent');
    expect(conditionOf('uzură moderată')).toBe('fair');
    expect(conditionOf('necesită reparaţii')).toBe('poor');
    expect(conditionOf('în stare bună')).toBe('good');
  });
});
