import { describe, expect, it } from 'vitest';
import { withoutRatesBeforeCurrency } from './rate-before-currency.js';
import { extractItems } from './extract.js';

const texts = (lines: string[]) =>
  withoutRatesBeforeCurrency(lines.map((text) => ({ text }))).map((l) => l.text);

describe("a row's tax rate printed between its name and the currency sign", () => {
  it('leaves the name', () => {
    const names = extractItems(
      [
        'Tasca Exemplo, Lda',
        'Fatura Simplificada FS 7/2201',
        'Qt Artigo IVA Total',
        '1 Sopa do dia 13 € 2.40',
        '2 Sumo laranja 23 € 3.00',
        '1 Prego no pao 13 € 6.50',
        'Total € 14.90',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => i.name);
    expect(names).toEqual(['Sopa do dia', 'Sumo laranja', 'Prego no pao']);
  });

  it('keeps the figures without a tax column above, or when they vary like sizes', () => {
    const rows = ['1 Ovos caseiros 12 € 2.40', '1 Rolos cozinha 6 € 3.00', '1 Copos 24 € 1.50'];
    expect(texts(['Lista de compras', ...rows])).toEqual(['Lista de compras', ...rows]);
    const many = ['Qt Artigo IVA Total', ...rows, '1 Pratos 8 € 4.00'];
    expect(texts(many)).toEqual(many);
  });
});
