import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Ukrainian, Bulgarian and Russian fiscal tills', () => {
  it('knows their totals, VAT and excise, tenders and change', () => {
    expect(nonItemKind('СУМА')).toBe('total');
    expect(nonItemKind('ОБЩА СУМА')).toBe('total');
    expect(nonItemKind('ИТОГО')).toBe('total');
    expect(nonItemKind('ПДВ А 20.00%')).toBe('tax');
    expect(nonItemKind('АКЦИЗ Д 5.00%')).toBe('tax');
    expect(nonItemKind('ДДС А = 20.00%')).toBe('tax');
    expect(nonItemKind('БЕЗГОТІВКОВА')).toBe('payment');
    expect(nonItemKind('ГОТІВКА')).toBe('payment');
    expect(nonItemKind('В БРОЙ')).toBe('payment');
    expect(nonItemKind('РЕСТО')).toBe('payment');
    expect(nonItemKind('ЗНИЖКА')).toBe('charge');
  });

  it('knows their fiscal fields, loyalty points, greetings and the shop address', () => {
    expect(nonItemKind('ФІСКАЛЬНИЙ ЧЕК')).toBe('meta');
    expect(nonItemKind('ФИСКАЛЕН БОН')).toBe('meta');
    expect(nonItemKind('ЧЕК № 1234')).toBe('meta');
    expect(nonItemKind('Нараховано балів: 3.10')).toBe('meta');
    expect(nonItemKind('Натрупани точки: 12')).toBe('meta');
    expect(nonItemKind('Дякуємо за покупку!')).toBe('meta');
    expect(nonItemKind('м. Львів, вул. Городоцька, 15')).toBe('meta');
    expect(nonItemKind('гр. Пловдив, ул. "Главна" 8')).toBe('meta');
    expect(nonItemKind('Молоко Ферма 2,5% 900г')).toBeNull();
  });

  it('reads a Ukrainian till whose goods end above its total and tender', () => {
    const till = [
      'ТОВ "КРАМНИЦЯ"',
      'м. Львів, вул. Городоцька, 15',
      '--------------------------------',
      'Кефір Ферма 900г             42.50 А',
      'Сир Звенигора 200г           96.00 А',
      '--------------------------------',
      'СУМА                        138.50',
      'ПДВ А 20.00%                 23.08',
      'ГОТІВКА                     200.00',
      'РЕШТА                        61.50',
      'ФІСКАЛЬНИЙ ЧЕК',
      'Дякуємо за покупку!',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Кефір Ферма 900г @ 42.5',
      '1 × Сир Звенигора 200г @ 96',
    ]);
  });
});
