import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Romanian fiscal tills', () => {
  it('reads the count printed as a measure above its line ("3,000 BUC x 4,20") as the count', () => {
    const till = [
      'BRICOSTORE SRL',
      'CIF: RO1234567',
      '',
      '1,000 BUC x 89,90',
      'CIOCAN TAMPLARIE 500G          89,90 A',
      '3,000 BUC x 4,20',
      'DIBLU PLASTIC 8MM SET 20       12,60 A',
      '2,000 BUC x 15,00',
      'BANDA IZOLIERE NEAGRA          30,00 A',
      'TOTAL LEI                     132,50',
      'NUMERAR                       150,00',
      'REST                           17,50',
      'TOTAL TVA BON                  21,16',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × CIOCAN TAMPLARIE 500G @ 89.9',
      '3 × DIBLU PLASTIC 8MM SET 20 @ 4.2',
      '2 × BANDA IZOLIERE NEAGRA @ 15',
    ]);
  });

  it('knows the cash handed over, the change and the till fields', () => {
    expect(nonItemKind('NUMERAR')).toBe('payment');
    expect(nonItemKind('REST')).toBe('payment');
    expect(nonItemKind('CASIER: 12')).toBe('meta');
    expect(nonItemKind('Rest pad for keyboard')).toBeNull();
  });

  it('reads the leu from "lei" after an amount or "TOTAL LEI" before one', () => {
    expect(detectCurrency('PAINE 4,50 lei\nLAPTE 7,20 lei', 'USD')).toBe('RON');
    expect(detectCurrency('SUBTOTAL 11,70\nTOTAL LEI 11,70', 'USD')).toBe('RON');
  });
});
