import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a VAT rate and a price under the name', () => {
  it('prices the name above, as an Italian till prints it', () => {
    const till = [
      'DESCRIZIONE                    IVA Prezzo(€)',
      'CREMA MANI NEUTRA 75ML',
      '                            22,00%      6,50',
      'SCIROPPO TOSSE 150ML',
      '                            10,00%      9,40',
      '--------------------------------------------',
      'TOTALE COMPLESSIVO                     15,90',
      'Pagamento elettronico                  15,90',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × CREMA MANI NEUTRA 75ML @ 6.5',
      '1 × SCIROPPO TOSSE 150ML @ 9.4',
    ]);
  });

  it('leaves a VAT table under its own heading alone', () => {
    const till = [
      'QUADERNO A4 RIGHE                       2,50',
      'PENNA GEL BLU                           1,80',
      'TOTALE                                  4,30',
      'ALIQUOTA                             IMPOSTA',
      '22,00%                                  0,78',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × QUADERNO A4 RIGHE @ 2.5',
      '1 × PENNA GEL BLU @ 1.8',
    ]);
  });
});
