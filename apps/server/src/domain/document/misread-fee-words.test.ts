import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe("a till's fee, tax and saving lines, also misread by OCR", () => {
  it('knows a fee compound after a short code', () => {
    expect(nonItemKind('vRG Recyclinggebühr 1 x')).toBe('charge');
    expect(nonItemKind('EL Miljøavgift')).toBe('charge');
  });

  it('knows a long till word with one letter misread, and leaves short words alone', () => {
    expect(nonItemKind('STATIFGELD')).toBe('charge');
    expect(nonItemKind('SUBTOTAI')).toBe('subtotal');
    expect(nonItemKind('PEREN')).toBe(null);
  });

  it("knows Polish taxable-sales and saving lines, a bag tax and a schedule's total", () => {
    expect(nonItemKind('Sprzedaż opodatk. B')).toBe('meta');
    expect(nonItemKind('Zaoszczędziłeś dziś:')).toBe('meta');
    expect(nonItemKind('IMP. BOLSA')).toBe('charge');
    expect(nonItemKind('TOTALE VALORE BENI ASSICURATI')).toBe('total');
  });

  it('reads a dotted policy number as no amount', () => {
    const schedule = [
      'POLIZZA CASA SERENA  n. 312.45.118870',
      '',
      'Descrizione                    Valore',
      'Orologio Omega Seamaster       € 4.200,00',
      'Anello oro giallo              € 1.350,00',
      'TOTALE VALORE BENI             € 5.550,00',
    ].join('\n');
    expect(extractItems(schedule).items.map((i) => [i.name, i.value])).toEqual([
      ['Orologio Omega Seamaster', 4200],
      ['Anello oro giallo', 1350],
    ]);
  });
});
