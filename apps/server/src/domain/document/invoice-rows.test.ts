import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('invoice rows', () => {
  it('joins a name begun on the line above a less-indented table row', () => {
    const text = [
      'MOBILIARIO EJEMPLO S.L.',
      'FACTURA Nº 2025/0042',
      '',
      'Concepto                                  Uds.   Precio    Importe',
      'Mesa de comedor Roble Nórdico 160 cm,',
      '  aceite natural                             1    640,00     640,00',
      'Silla tapizada Lino Gris                     4     85,00     340,00',
      '',
      '                                  TOTAL FACTURA            980,00 €',
    ].join('\n');
    expect(extractItems(text, { currency: 'EUR' }).items.map((i) => i.name)).toEqual([
      'Mesa de comedor Roble Nórdico 160 cm, aceite natural',
      'Silla tapizada Lino Gris',
    ]);
  });

  it('counts labour billed by the hour as a charge, in several languages', () => {
    for (const label of [
      'Labour: fitting new tap',
      'Mano de obra: montaje (horas)',
      "Main-d'œuvre (2 h)",
      'Arbeitszeit: Montage',
      '(hours)',
    ]) {
      expect(nonItemKind(label), label).toBe('charge');
    }
    expect(nonItemKind('Workshop bench, beech')).toBeNull();
    expect(nonItemKind('Labor Day tee')).toBeNull();
  });
});
