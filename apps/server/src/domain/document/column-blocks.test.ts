import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[], currency: string) =>
  extractItems(lines.join('\n'), { currency }).items.map((i) => [i.name, i.value]);

describe('a name column read apart from its amount column', () => {
  it('gives each name the amount at its place', () => {
    expect(
      read(
        [
          'KEDAI CONTOH',
          'TAX INVOICE',
          'MEE GORENG',
          'KOPI O AIS',
          '7.50',
          '2.80',
          'TOTAL 10.30',
          'CASH 20.00',
        ],
        'MYR',
      ),
    ).toEqual([
      ['MEE GORENG', 7.5],
      ['KOPI O AIS', 2.8],
    ]);
  });
  it('gives a summary label between the columns the amount after the names', () => {
    expect(
      read(
        [
          'MERCEARIA',
          'NIF 500000000',
          'BOLACHA MARIA',
          'SUMO LARANJA',
          'TOTAL',
          '1,15',
          '2,05',
          '3,20',
        ],
        'EUR',
      ),
    ).toEqual([
      ['BOLACHA MARIA', 1.15],
      ['SUMO LARANJA', 2.05],
    ]);
  });
  it('leaves the lines alone when the amounts do not line up with the names', () => {
    expect(
      read(['LOJA', 'NIF 500000000', 'CANETA', 'LAPIS', 'BORRACHA', '1,00', '2,00'], 'EUR'),
    ).toEqual([]);
  });
  it('pairs the columns across a blank line and names that print a size', () => {
    expect(
      read(
        [
          'BAZAR DA ESQUINA',
          'FATURA SIMPLIFICADA',
          'NIF 500000000',
          'TOALHA DE BANHO 70X140',
          'CAIXA ARRUMACAO 20L',
          'CABIDE MADEIRA',
          'TOTAL',
          '',
          '12,99',
          '8,50',
          '3,20',
          '24,69',
        ],
        'EUR',
      ),
    ).toEqual([
      ['TOALHA DE BANHO 70X140', 12.99],
      ['CAIXA ARRUMACAO 20L', 8.5],
      ['CABIDE MADEIRA', 3.2],
    ]);
  });
  it('gives each name its count from a run of counts under the columns’ headings', () => {
    const found = extractItems(
      [
        'PAPELERIA EL SOL',
        'FACTURA SIMPLIFICADA',
        'Articulo',
        'CUADERNO A4',
        'BOLIGRAFO AZUL',
        'GOMA BLANCA',
        'Cant.',
        '2',
        '5',
        '1',
        'Importe',
        '7,80',
        '6,00',
        '0,90',
        'Total: 14,70',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => [i.name, i.quantity, i.value]);
    expect(found).toEqual([
      ['CUADERNO A4', 2, 3.9],
      ['BOLIGRAFO AZUL', 5, 1.2],
      ['GOMA BLANCA', 1, 0.9],
    ]);
  });
});
