import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const names = (lines: string[]) => extractItems(lines.join('\n')).items.map((i) => i.name);

describe('invoice lines that are no belongings, abroad', () => {
  it('knows Nepali and Hindi totals, taxable amounts, fees and discounts', () => {
    expect(
      names([
        'कर बीजक',
        'क्र.सं. विवरण                        परिमाण        दर          रकम',
        '1     दराज चार खाना                      1     9,500.00     9,500.00',
        '2     काठको बुकसेल्फ                        1     8,000.00     8,000.00',
        '3     डिलिभरी शुल्क                      1       800.00       800.00',
        'जम्मा (Sub Total)                                         18,300.00',
        'छुट (Discount)                                                 0.00',
        'करयोग्य रकम (Taxable Amount)                              18,300.00',
        'मू.अ.कर 13% (VAT)                                          2,379.00',
        'कुल जम्मा (Grand Total)                                   20,679.00',
      ]),
    ).toEqual(['दराज चार खाना', 'काठको बुकसेल्फ']);
  });

  it("takes labour, a technician's call-out and small materials for charges", () => {
    expect(nonItemKind("Main-d'œuvre pose (forfait par appareil)")).toBe('charge');
    expect(nonItemKind('Mano de obra instalación eléctrica')).toBe('charge');
    expect(nonItemKind('Déplacement technicien zone 2')).toBe('charge');
    expect(nonItemKind('Anfahrt Monteur Stadtgebiet')).toBe('charge');
    expect(nonItemKind('Kleinmaterial (Schrauben, Lüsterklemmen)')).toBe('charge');
    expect(nonItemKind('Main bedroom ceiling lamp')).toBeNull();
  });

  it("takes a company's registered capital and a tax notice for no items", () => {
    expect(nonItemKind('SARLU au capital de')).toBe('meta');
    expect(nonItemKind('Enthaltene Lohnkosten nach § 35a EStG')).toBe('meta');
  });
});
