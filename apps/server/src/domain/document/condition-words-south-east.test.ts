import { describe, expect, it } from 'vitest';
import { conditionOf } from './conditions.js';
import { extractItems } from './extract.js';

describe('condition words in Romanian, Hungarian, Greek and Turkish', () => {
  it('maps each phrase, with or without its diacritics', () => {
    expect(
      [
        'nouă',
        'ca noua',
        'în stare foarte bună',
        'stare buna',
        'uzură normală',
        'zgâriat',
        'necesită reparații',
        'újszerű',
        'jó állapotú',
        'kopott',
        'javításra szorul',
        'σαν καινούργιο',
        'καλή κατάσταση',
        'φθαρμένο',
        'χρειάζεται επισκευή',
        'sıfır gibi',
        'iyi durumda',
        'çizikli',
        'arızalı',
      ].map(conditionOf),
    ).toEqual([
      'new',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'excellent',
      'good',
      'fair',
      'poor',
      'excellent',
      'good',
      'fair',
      'poor',
      'excellent',
      'good',
      'fair',
      'poor',
    ]);
  });

  it("reads a handover list's condition column, its rows numbered one space before the name", () => {
    const items = extractItems(
      [
        'Nr. Denumire                         Buc.  Stare                Valoare (lei)',
        '',
        'HOL',
        ' 1. Cuier metalic negru                 1  uzat                       90,00',
        ' 2. Pantofar din lemn                   2  ca nouă                   340,00',
        ' 3. Aspirator Rowenta RO3950            1  defect                    410,00',
        '',
        'TOTAL                                                            840,00 lei',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.quantity, i.value, i.condition])).toEqual([
      ['Cuier metalic negru', 1, 90, 'fair'],
      ['Pantofar din lemn', 2, 170, 'excellent'],
      ['Aspirator Rowenta RO3950', 1, 410, 'poor'],
    ]);
  });
});
