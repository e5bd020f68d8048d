import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('lines that settle a bill or a loan', () => {
  it('knows what is left to pay, what was paid and how, in several languages', () => {
    expect(nonItemKind('Netto da pagare')).not.toBeNull();
    expect(nonItemKind('Neto a pagar')).not.toBeNull();
    expect(nonItemKind('You paid')).toBe('payment');
    expect(nonItemKind('Pagou')).toBe('payment');
    expect(nonItemKind('Bonifico bancario')).toBe('payment');
    expect(nonItemKind('Loan amount')).toBe('payment');
    expect(nonItemKind('Juros')).toBe('charge');
    expect(nonItemKind('Gas safety certificate')).toBe('charge');
  });

  it('still reads things whose names open on such a word', () => {
    expect(nonItemKind('Principal bedroom lamp')).toBeNull();
    expect(nonItemKind('Interest rate calculator desk book')).toBeNull();
  });

  it('keeps an invoice balance after a deposit out of the items', () => {
    const invoice = [
      'Tappezzeria Ricci - Fattura n. 88/2025',
      'Divano due posti rifoderato in velluto verde       1     980,00',
      'Poltrona bergère restaurata                        1     640,00',
      'Totale imponibile                                        1.620,00',
      'IVA 22%                                                    356,40',
      'Totale documento                                         1.976,40',
      'Acconto versato il 10/03/2025                             -500,00',
      'Netto da pagare                                          1.476,40',
    ];
    const found = items(invoice.join('\n'));
    expect(found).toHaveLength(2);
    expect(found.join('\n')).not.toMatch(/pagare/i);
  });

  it('keeps a loan ticket’s principal and interest out of the items', () => {
    const ticket = [
      'SUNRISE LENDING - LOAN RECEIPT',
      'Item pledged                                   Appraised value',
      'Gold bangle 22K, 14.5 grams                    ₱ 48,300.00',
      'Loan amount                                    ₱ 30,000.00',
      'Interest                                        ₱ 1,050.00',
      'Service charge                                     ₱ 5.00',
    ];
    const found = items(ticket.join('\n'));
    expect(found).toEqual(['1 × Gold bangle 22K, 14.5 grams @ 48300']);
  });
});
