import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withoutRowLabels } from './row-labels.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('an order row of labelled fields in Latvian, Estonian and Serbian', () => {
  it('reads a Latvian order: seller, count with its pieces’ unit, price and line sum', () => {
    const order = [
      'Pasūtījuma Nr.: 55120031',
      '',
      '• Bosch Serie 4 trauku mazgājamā mašīna SMS4HVI33E',
      '  Pārdevējs: 220.lv',
      '  Daudzums: 1 gab.   Cena: 479,00 €   Summa: 479,00 €',
      '',
      '• Sony WH-1000XM5 bezvadu austiņas',
      '  Pārdevējs: SIA Audio Centrs',
      '  Daudzums: 2 gab.   Cena: 299,99 €   Summa: 599,98 €',
      '',
      'Preču summa:                              1 078,98 €',
      'Piegāde (Omniva pakomāts):                    2,99 €',
      'Kopā apmaksai:                            1 081,97 €',
      'Plānotais piegādes laiks: 14.03.-16.03.2025',
    ].join('\n');
    expect(priced(order)).toEqual([
      ['Bosch Serie 4 trauku mazgājamā mašīna SMS4HVI33E', 1, 479],
      ['Sony WH-1000XM5 bezvadu austiņas', 2, 299.99],
    ]);
  });

  it('sets the count label, the pieces’ unit and the amount labels aside', () => {
    expect(withoutRowLabels('Kogus: 3 tk   Hind: 12,50 €   Summa: 37,50 €').trim()).toMatch(
      /^3\s+12,50 €\s+37,50 €$/,
    );
    expect(withoutRowLabels('Kol: 2 kom   Iznos: 1.200,00').trim()).toMatch(/^2\s+1\.200,00$/);
  });
});
