import { describe, expect, it } from 'vitest';
import { headerRoles } from './columns.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('invoice columns in more languages', () => {
  it('names Greek, Hungarian, Hebrew, Finnish and Ukrainian column titles', () => {
    expect(headerRoles(['Είδος', 'Ποσότητα', 'Τιμή μονάδας', 'Ποσό'])).toEqual([
      'name',
      'quantity',
      'unit',
      'total',
    ]);
    expect(headerRoles(['Megnevezés', 'Menny.', 'Bruttó egységár', 'ÁFA'])).toEqual([
      'name',
      'quantity',
      'unit',
      'tax',
    ]);
    expect(headerRoles(['פריט', 'כמות', 'מחיר'])).toEqual(['name', 'quantity', 'unit']);
    expect(headerRoles(['Tuote', 'Lkm', 'Yksikköhinta', 'Summa'])).toEqual([
      'name',
      'quantity',
      'unit',
      'total',
    ]);
    expect(headerRoles(['Назва', 'Кількість', 'Ціна', 'Сума'])).toEqual([
      'name',
      'quantity',
      'unit',
      'total',
    ]);
  });

  it('knows a Greek count title printed in capitals, its sigma final', () => {
    expect(
      read([
        'ΚΑΦΕΤΕΡΙΑ ΤΟ ΛΙΜΑΝΙ',
        'ΠΟΣ.  ΕΙΔΟΣ                        ΑΞΙΑ',
        '3     Freddo Espresso              7,50',
        '1     Τοστ γαλοπούλα               3,20',
        'ΣΥΝΟΛΟ                            10,70',
      ]),
    ).toEqual([
      ['Freddo Espresso', 3, 2.5],
      ['Τοστ γαλοπούλα', 1, 3.2],
    ]);
  });

  it('reads a count with its unit, the net unit price, not the gross, from a VAT-column invoice', () => {
    expect(
      read([
        'Megnevezés                  Menny.   Nettó egységár  Nettó érték  ÁFA   ÁFA érték  Bruttó érték',
        'Logitech MX Keys billentyűzet  1 db        34 000       34 000  27%      9 180        43 180',
        'USB-C kábel 2 m                3 db         2 500        7 500  27%      2 025         9 525',
        'Nettó összesen:                                          41 500 Ft',
      ]),
    ).toEqual([
      ['Logitech MX Keys billentyűzet', 1, 34000],
      ['USB-C kábel 2 m', 3, 2500],
    ]);
  });

  it('leaves out rows billed by the hour, the visit or the service, whatever they are named', () => {
    expect(
      read([
        'Nazwa                                    J.m.   Ilość   Cena      Wartość',
        'Szafa przesuwna Komandor 200 cm          szt       1   2400,00   2400,00',
        'Transport Gdańsk - Sopot                 usł       1    180,00    180,00',
        'Ustawienie mebli                         godz      2     90,00    180,00',
        'Razem netto:                                                    2760,00',
      ]),
    ).toEqual([['Szafa przesuwna Komandor 200 cm', 1, 2400]]);
  });
});

describe('work billed by its unit in the sums', () => {
  it("counts a service row's amount as a charge, so a legal footer's figure stays no thing", () => {
    expect(
      read([
        'CHAUFFAGE MARTIN SARL',
        'Désignation                          Qté   Unité   PU HT     Total HT',
        'Robinet thermostatique Danfoss        2    u       48,00      96,00',
        'Intervention chauffagiste             2    h       60,00     120,00',
        'Frais de route                        1    forfait 30,00      30,00',
        'Total HT                                                    246,00',
        'TVA 10 %                                                     24,60',
        'Total TTC                                                   270,60',
        '',
        'Retard de paiement : taux légal majoré. Indemnité forfaitaire de recouvrement : 40 €.',
      ]),
    ).toEqual([['Robinet thermostatique Danfoss', 2, 48]]);
  });
});
