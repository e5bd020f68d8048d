import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('documents that list goods without prices', () => {
  it('reads a gift receipt, one row per unit, as unpriced items', () => {
    expect(
      read([
        'HOMEWARES STORE',
        'GIFT RECEIPT',
        '',
        '110-22-3344  Linen Cushion Cover 45cm',
        '550-10-2020  Enamel Casserole 24cm',
        '550-10-2020  Enamel Casserole 24cm',
        '',
        '3 ITEMS',
        'Return or exchange by 07/01/2025',
        'Gift receipt ID: 1234-5678-9012',
      ]),
    ).toEqual([
      ['Linen Cushion Cover 45cm', 1, null],
      ['Enamel Casserole 24cm', 2, null],
    ]);
  });

  it("takes the count under the header's count word, not the parcels beside it", () => {
    expect(
      read([
        'Lieferschein',
        'Kunde: Jana Beispiel',
        'Pakete: 4',
        '',
        'Art.-Nr.     Bezeichnung                     Pakete  Menge',
        '401.220.11   Regal Eiche 80 cm                    2      1',
        '118.004.56   Stuhl Buche, natur                   1      4',
      ]),
    ).toEqual([
      ['Regal Eiche 80 cm', 1, null],
      ['Stuhl Buche, natur', 4, null],
    ]);
  });

  it('leaves a receipt that prices its rows to the receipt reader', () => {
    const items = extractItems(
      ['GIFT RECEIPT', '110-22-3344  Linen Cushion Cover   19.99', 'TOTAL   19.99'].join('\n'),
    ).items;
    expect(items.map((i) => i.value)).toEqual([19.99]);
  });
  it('reads a delivery note whose rows open with their count and close with their codes', () => {
    expect(
      read([
        'MUEBLES DEL SUR S.R.L.                 R.U.C. 20123456789',
        'REMITO R 0004-00001287',
        'Fecha: 03/03/2025',
        '',
        ' Cantidad Descripción                              Código      Código de barras',
        '     1.00 Ropero 3 puertas roble claro              ROP-3PR     7791234500011',
        '     4.00 Silla tapizada gris Linea Nova           SIL-TGN     7791234500028',
        '',
        'Recibí conforme: ______________',
      ]),
    ).toEqual([
      ['Ropero 3 puertas roble claro', 1, null],
      ['Silla tapizada gris Linea Nova', 4, null],
    ]);
  });
});

describe('documents that name a delivery but price their goods', () => {
  it('reads prices in a currency of whole units, so the goods keep them', () => {
    const items = read([
      'DENKI HOUSE TOKYO',
      '納品書 兼 請求書   Delivery note and invoice',
      '',
      ' Qty  Item                                   Amount',
      '   1  Rice cooker Zojirushi NW-JE10          32,800',
      '   2  Desk fan Yamazen YLT-C30               11,960',
      '',
      'Total                                        44,760',
    ]);
    expect(items.map(([name, , value]) => [name, value])).toContainEqual([
      'Rice cooker Zojirushi NW-JE10',
      32800,
    ]);
  });
  it('takes no telephone number for a price', () => {
    expect(
      read([
        'BRICO SUR',
        'ALBARAN DE ENTREGA 2291',
        'Telefono: 6XX XX2 318',
        '',
        'Ref.     Descripcion                              Unidades',
        '5521     Lijadora orbital Makita BO5031                  1',
      ]),
    ).toEqual([['Lijadora orbital Makita BO5031', 1, null]]);
  });
});
