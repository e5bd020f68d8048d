import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Hebrew and Arabic receipts and invoices', () => {
  it('keeps a Hebrew till’s totals, VAT and instalments out of the items', () => {
    const till = [
      'חנות הדוגמה בע"מ',
      'פריט                        כמות    מחיר    סה"כ',
      'Sony WH-1000XM5 Headphones     1  1,290.00  1,290.00',
      'מטען קיר USB-C 30W             2     59.90    119.80',
      'סה"כ לפני מע"מ                           1,204.96',
      'מע"מ 17%                                   204.84',
      'סה"כ לתשלום                             ₪1,409.80',
      'מספר תשלומים: 2   תשלום ראשון: 704.90',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Sony WH-1000XM5 Headphones @ 1290',
      '2 × מטען קיר USB-C 30W @ 59.9',
    ]);
    expect(detectCurrency(till.join('\n'), 'USD')).toBe('ILS');
  });

  it.each<[string, string | null]>([
    ['סהכ', 'total'],
    ['מעמ 17%', 'tax'],
    ['אמצעי תשלום: מזומן', 'payment'],
    ['עודף', 'payment'],
    ['דמי משלוח', 'charge'],
    ['VAT 5% ضريبة القيمة المضافة', 'tax'],
    ['المجموع قبل الضريبة', 'subtotal'],
    ['الإجمالي', 'total'],
    ['رسوم التوصيل', 'charge'],
    ['Delivery charges - sofa رسوم التوصيل', 'charge'],
    ['Installation charges - wall oven', 'charge'],
    // The amount charged to the card, a loyalty club's points, a till's bag and its levy
    ['סכום: 74.50 ש"ח', 'total'],
    ['מועדון חברים: צברת 3.10 נקודות', 'meta'],
    ['שקית (היטל)', 'charge'],
    ['שקיות', 'charge'],
    // Things stay items: a kettle named in Hebrew, a lamp named in Arabic.
    ['קומקום חשמלי 1.7 ליטר', null],
    ['مصباح مكتب LED', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });
});
