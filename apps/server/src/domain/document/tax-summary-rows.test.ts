import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isTaxSummaryRow } from './tax-summary-rows.js';

describe("a tax summary's row of figures alone", () => {
  it('is known by its rate times its base giving its tax', () => {
    expect(isTaxSummaryRow('21 40,00 8,40')).toBe(true);
    expect(isTaxSummaryRow('6,00 18.50 1.11 19.61')).toBe(true);
    expect(isTaxSummaryRow('B 13% 25.00 3.25')).toBe(true);
  });

  it('leaves rows whose figures are a count, a unit price and an amount', () => {
    expect(isTaxSummaryRow('3 4,50 13,50')).toBe(false);
    expect(isTaxSummaryRow('21 40,00 9,40')).toBe(false);
    expect(isTaxSummaryRow('6,00 18.50 1.11 25.00')).toBe(false);
  });

  it('does not give its figures to the thanks printed under it', () => {
    const items = extractItems(
      [
        'Papelaria Exemplo',
        'Fatura simplificada FS 4/90',
        'CADERNO A5 QUADRICULADO 1 x 4,92 4,92',
        'Total 4,92',
        'Taxa Base IVA',
        '23 4,00 0,92',
        'Agradecemos a sua visita',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['1 × CADERNO A5 QUADRICULADO @ 4.92']);
  });
});
