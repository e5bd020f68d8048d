import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'EUR' }).items.map((i) => [
    i.name,
    i.quantity,
    i.value,
  ]);

describe('a till’s VAT class printed before the rate, and its note after the amount', () => {
  it('reads the count, the name and the unit price without the class figure or the note', () => {
    expect(
      read([
        'DROGARIA CENTRAL DO BAIRRO',
        'FATURA SIMPLIFICADA',
        'DESCRICAO IVA VALOR',
        '4 Parafuso inox M6 3 23% 9,60 >Armazem',
        'Preco: 2,40/UNIDADE',
        '1 Fita isoladora preta 3 23% 1,85 >3/04',
        'TOTAL: Eur 11,45',
      ]),
    ).toEqual([
      ['Parafuso inox M6', 4, 2.4],
      ['Fita isoladora preta', 1, 1.85],
    ]);
  });

  it('keeps a figure that is part of the name when no rate follows it', () => {
    expect(read(['PAPELARIA SOL', 'FATURA', 'Caderno quadriculado 2 3,20', 'TOTAL 3,20'])).toEqual([
      ['Caderno quadriculado 2', 1, 3.2],
    ]);
  });
});
