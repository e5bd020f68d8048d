import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('fees, premiums, payments and totals in more languages', () => {
  it('takes fees, deposits, delivery and rounding for charges', () => {
    expect(nonItemKind('Écofrais - gros électroménager')).toBe('charge');
    expect(nonItemKind('Leeggoed krat 12 flessen')).toBe('charge');
    expect(nonItemKind('Toimitus: Matkahuolto noutopiste')).toBe('charge');
    expect(nonItemKind('Kerekítés')).toBe('charge');
  });

  it('takes installing an appliance, repair and support plans for services', () => {
    expect(nonItemKind('Dishwasher Installation Service')).toBe('charge');
    expect(nonItemKind('Installation four encastrable')).toBe('charge');
    expect(nonItemKind('Screen repair service (parts incl.)')).toBe('charge');
    expect(nonItemKind('ProSupport Next Business Day 2 Year for OptiPlex 7010')).toBe('charge');
    expect(nonItemKind('Installation kit for wall oven')).toBeNull();
  });

  it("takes an insurance premium, a schedule's total and its policy name for non-items", () => {
    expect(nonItemKind('Monthly premium (all risks section)')).toBe('charge');
    expect(nonItemKind('Prime mensuelle : 38,50 $')).toBe('charge');
    expect(nonItemKind('Montant total des biens assurés')).toBe('total');
    expect(nonItemKind('Assurance habitation - Avenant bijoux (12)')).toBe('meta');
  });

  it('knows payments and totals on Belgian, Greek, Korean and Finnish tills', () => {
    expect(nonItemKind('Bancontact')).toBe('payment');
    expect(nonItemKind('Πληρωμή με κάρτα')).toBe('payment');
    expect(nonItemKind('결제수단: 신용카드')).toBe('payment');
    expect(nonItemKind('상품가격')).toBe('subtotal');
    expect(nonItemKind('OSTO')).toBe('total');
    expect(nonItemKind('Osto-opas kirja')).toBeNull();
    expect(nonItemKind('ALV%  VEROTON  VERO  VEROLLINEN')).toBe('tax');
  });

  it('lists only the goods of a till with a deposit, an eco fee and a card payment', () => {
    const till = [
      'Brico Wavre',
      'Perceuse Makita HP457D           89,90 €',
      'Écofrais - outillage              0,40 €',
      'Installation lave-vaisselle      65,00 €',
      'Total                           155,30 €',
      'Bancontact                      155,30 €',
    ];
    expect(items(till.join('\n'))).toEqual(['1 × Perceuse Makita HP457D @ 89.9']);
  });
});
