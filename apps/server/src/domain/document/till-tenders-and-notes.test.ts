import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';
import { INCLUDED_TAX } from './included-tax.js';

describe('a till line that names only the card or wallet paid with', () => {
  it('is a payment when the card word stands alone or in a bank compound', () => {
    expect(nonItemKind('KARTA')).toBe('payment');
    expect(nonItemKind('Κάρτα')).toBe('payment');
    expect(nonItemKind('Luottokortti')).toBe('payment');
    expect(nonItemKind('KREDITKARTE')).toBe('payment');
  });

  it('is a payment when a Japanese till names a scheme, then "paid"', () => {
    expect(nonItemKind('楽天Edy支払')).toBe('payment');
    expect(nonItemKind('PayPay払い')).toBe('payment');
  });

  it('leaves a card sold as a thing', () => {
    expect(nonItemKind('Karta pamięci 64GB')).toBeNull();
    expect(nonItemKind('Geschenkkarte')).toBeNull();
  });
});

describe('loyalty points earned by the purchase', () => {
  it('is no item, whatever the scheme is called', () => {
    expect(nonItemKind('STARCLUB-PISTEET TÄSTÄ OSTOKSESTA')).toBe('payment');
    expect(nonItemKind('Bonus points earned this visit')).toBe('payment');
  });

  it('leaves points inside a name', () => {
    expect(nonItemKind('Gel pens fine points')).toBeNull();
  });
});

describe('a till label a camera misread', () => {
  it('reads a total whose space before "à payer" was dropped', () => {
    expect(nonItemKind('SOMMEA PAYER')).toBe('total');
  });

  it('reads a label of several words with one letter of a later word misread', () => {
    expect(nonItemKind('SPRZEDAZ OPODOTKOWANA B')).toBe(nonItemKind('SPRZEDAZ OPODATKOWANA B'));
    expect(nonItemKind('SPRZEDAZ OPODOTKOWANA B')).not.toBeNull();
  });

  it('reads a savings note whose verb was glued to its auxiliary', () => {
    expect(nonItemKind('YOU HAVESAVED')).toBe('meta');
    expect(nonItemKind('Sie habengespart')).toBe('meta');
  });
});

describe('a footnote quoting a rate per weight or per hour', () => {
  it('is no item', () => {
    expect(nonItemKind('Goods without a stated value are insured at $0.75 per pound.')).toBe(
      'meta',
    );
    expect(nonItemKind('Die Haftung ist auf 5 € pro kg begrenzt.')).toBe('meta');
  });

  it('leaves a weighed line on a till', () => {
    expect(nonItemKind('Äpfel 1,2 kg x 2,99 €/kg')).toBeNull();
  });
});

describe("a Polish fiscal receipt's PTU", () => {
  it('is VAT already inside the prices', () => {
    expect(INCLUDED_TAX.test('PTU B 8,00 %')).toBe(true);
    expect(INCLUDED_TAX.test('Suma PTU')).toBe(true);
  });
});
