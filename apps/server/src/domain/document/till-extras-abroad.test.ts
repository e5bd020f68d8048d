import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe("a till's savings notes, tenders and tax classes", () => {
  it("knows what the shopper saved, wherever the scheme's name puts the verb", () => {
    expect(nonItemKind('Mit Kundenkarte haben Sie heute gespart')).toBe('meta');
    expect(nonItemKind('Club Mais: você economizou')).toBe('meta');
    expect(nonItemKind('Carta Fedeltà: hai risparmiato')).toBe('meta');
    expect(nonItemKind('Ви заощадили з карткою')).toBe('meta');
    expect(nonItemKind('Lampada a risparmio energetico E27')).not.toBe('meta');
  });

  it('knows mobile money and wallets as tenders', () => {
    expect(nonItemKind('AIRTEL MONEY')).toBe('payment');
    expect(nonItemKind('bKash')).toBe('payment');
    expect(nonItemKind('TrueMoney')).toBe('payment');
  });

  it("knows a German till's cash and the amount to pay", () => {
    expect(nonItemKind('BAR')).toBe('payment');
    expect(nonItemKind('Zu bezahlen EUR')).toBe('total');
    expect(nonItemKind('Bar stool oak')).toBe(null);
  });

  it('knows the summary row of a tax class that bears no tax', () => {
    expect(nonItemKind('Z ZERO RATED')).toBe('tax');
    expect(nonItemKind('C EXENTO')).toBe('tax');
    expect(nonItemKind('B STEUERFREI 0%')).toBe('tax');
    expect(nonItemKind('Zero Sugar Cola')).toBe(null);
  });
});

describe('services, plans and memberships sold beside goods', () => {
  it("knows a plan's term glued to its figure, and leaves amps and metres", () => {
    expect(nonItemKind('Screen Protection Plus 2Y')).toBe('charge');
    expect(nonItemKind('Garantia Total 3Y')).toBe('charge');
    expect(nonItemKind('Surge protection 16A')).toBe(null);
  });

  it('knows a paid membership', () => {
    expect(nonItemKind('Prime-Mitgliedschaft')).toBe('charge');
    expect(nonItemKind('Costco membership')).toBe('charge');
    expect(nonItemKind('Plus-medlemskap')).toBe('charge');
  });

  it('knows setting a device up and freight as work', () => {
    expect(nonItemKind('Configuración portátil')).toBe('charge');
    expect(nonItemKind('KONFIGURACJA LAPTOPA')).toBe('charge');
    expect(nonItemKind('Fletes a domicilio')).toBe('charge');
  });

  it('reads a price band under an entry as no item', () => {
    const receipt = [
      'Code    Description                 Qty    Price     Total',
      'NB15    Acer Aspire 15 laptop         1   899.00    899.00',
      '        Price band €500-€999 (cashback)',
      'BAG2    Sleeve 15 inch                1    25.00     25.00',
      'Paid by card',
    ].join('\n');
    expect(items(receipt)).toEqual(['1 × Acer Aspire 15 laptop @ 899', '1 × Sleeve 15 inch @ 25']);
  });
});
