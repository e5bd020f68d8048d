import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[], currency = 'EUR') =>
  extractItems(lines.join('\n'), { currency }).items.map((i) => [i.name, i.quantity, i.value]);

describe('a size written with a star inside a row that prints its amounts after it', () => {
  it('keeps the size in the name and the count from the count column', () => {
    expect(
      read([
        'FERRETERIA LOS OLIVOS S.L.',
        'FACTURA SIMPLIFICADA   NIF B12345678',
        'Cant Descripcion Precio Dto Importe',
        '4 ALF-310 4.25 -1.00 16.00 A',
        'ALFOMBRA BAÑO',
        'RECTANGULAR 40 * 60',
        '2 CTN-88 7.80 0.00 15.60 A',
        'CORTINA DUCHA',
        'TOTAL 31.60',
      ]),
    ).toEqual([
      ['ALF-310 ALFOMBRA BAÑO RECTANGULAR 40 * 60', 4, 4],
      ['CTN-88 CORTINA DUCHA', 2, 7.8],
    ]);
  });

  it('still reads a star before a price with cents as a count', () => {
    expect(
      read(
        ['KEDAI RUNCIT SINAR', 'TAX INVOICE', 'SABUN BATANG 3 * 12.50 37.50', 'TOTAL 37.50'],
        'MYR',
      ),
    ).toEqual([['SABUN BATANG', 3, 12.5]]);
  });
});
