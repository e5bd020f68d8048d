import { describe, expect, it } from 'vitest';
import { headerRole } from './columns.js';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value, i.location]);

describe('home-contents inventories: the value column, the parties and the closing lines', () => {
  it('names a value column whose currency follows its word', () => {
    expect(headerRole('Replacement £')).toBe('value');
    expect(headerRole('Replacement')).toBe('value');
    expect(headerRole('Wert €')).toBe('value');
    expect(headerRole('Valor ref. S/')).toBe('value');
    expect(headerRole('Value NZD')).toBe('value');
    expect(headerRole('Item')).toBe('name');
  });

  it('reads the replacement column, a count of two at its line value and nothing below the total', () => {
    expect(
      read([
        'CONTENTS LIST FOR RENEWAL',
        'Address: 41 Rowan Close, Headingley LS6 3AB',
        '',
        'Item                              | Qty | Year | State        | Replacement £',
        '',
        'STUDY',
        '------------------------------------------------------------------------------',
        'Dell XPS 15 laptop                |   1 | 2022 | Good         |        £1,349',
        'Oak writing desk                  |   1 | 2017 | Scratched    |          £420',
        '',
        'BATHROOM',
        '------------------------------------------------------------------------------',
        'Dyson hair dryer                  |   2 | 2023 | As new       |          £598',
        '------------------------------------------------------------------------------',
        'TOTAL ESTIMATED VALUE                                                  £2,367',
        '',
        'Photos and receipts kept in a shared folder.',
        'Figures checked against the retailer websites in May.',
      ]),
    ).toEqual([
      ['Dell XPS 15 laptop', 1, 1349, 'Study'],
      ['Oak writing desk', 1, 420, 'Study'],
      ['Dyson hair dryer', 2, 299, 'Bathroom'],
    ]);
  });

  it('reads a lease inventory without its parties, its closing clause or its signing block', () => {
    const items = read([
      'ANEXO 2 - INVENTARIO DEL PISO',
      'Inmueble: Piso 3B, Calle Olmo 18, Valencia',
      'Arrendadora: Carmen Vidal Soto (DNI 5231****)',
      'Inquilino: Andrés Gil Moya (DNI 7702****)',
      '',
      'Cant. | Descripción                      | Estado       | Valor €',
      '',
      'DORMITORIO',
      '    1 | Armario de pino 2 puertas        | Buen estado  |   310,00',
      '    4 | Sillas de haya                   | Con detalles |   240,00',
      '',
      'VALOR TOTAL: 550,00 €',
      '',
      'El inquilino recibe los muebles en el estado descrito y los devolverá igual',
      'salvo el desgaste por el uso (art. 1561 del Código Civil).',
      '',
      '_____________________          _____________________',
      '   ARRENDADORA                      INQUILINO',
    ]);
    expect(items).toEqual([
      ['Armario de pino 2 puertas', 1, 310, 'Dormitorio'],
      ['Sillas de haya', 4, 60, 'Dormitorio'],
    ]);
  });

  it('reads the labels of parties, places and declared totals as no items', () => {
    expect(nonItemKind('Arrendataria: Lucía Peña (DNI 4410****)')).toBe('meta');
    expect(nonItemKind('Risk address: 9 Harbour View, Nelson 7010')).toBe('meta');
    expect(nonItemKind('Adresse : 12 rue des Lilas, 69003 Lyon')).toBe('meta');
    expect(nonItemKind('ARRENDADORA INQUILINA')).toBe('meta');
    expect(nonItemKind('Total replacement cost')).toBe('total');
    expect(nonItemKind('Receipts & photos saved in OneDrive')).toBe('meta');
    expect(nonItemKind('Address book, leather bound')).toBeNull();
  });
});
