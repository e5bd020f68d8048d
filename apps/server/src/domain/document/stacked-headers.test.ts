import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a till whose column header and entries span two lines', () => {
  it('reads the code and description over the count and prices as one entry each', () => {
    const till = [
      '                 ELECTROHOGAR',
      '          FACTURA ELECTRÓNICA DE VENTA',
      '------------------------------------------------',
      'CÓDIGO    DESCRIPCIÓN',
      '          CANT  VR.UNIT          VR.TOTAL',
      '------------------------------------------------',
      '120045    NEVERA MABE 400L INOX RMA400',
      '             1  $2.150.000            $2.150.000',
      '330871    LICUADORA OSTER 3 VELOCIDADES',
      '             2  $189.900                $379.800',
      '------------------------------------------------',
      'TOTAL A PAGAR                         $2.529.800',
      'EFECTIVO                              $2.600.000',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × NEVERA MABE 400L INOX RMA400 @ 2150000',
      '2 × LICUADORA OSTER 3 VELOCIDADES @ 189900',
    ]);
  });

  it('keeps a figure without cents before a size in the name ("2.1 300W", "2.1 8K 2m")', () => {
    const till = [
      'AUDIO CENTER',
      '------------------------------',
      'Altavoz Edifier 2.1 60W',
      '  4 400 123  1 x 89,00        89,00',
      'Cable HDMI 2.1 8K 2m',
      '  4 400 456  2 x 12,50        25,00',
      '------------------------------',
      'TOTAL                        114,00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Altavoz Edifier 2.1 60W @ 89',
      '2 × Cable HDMI 2.1 8K 2m @ 12.5',
    ]);
  });
});
