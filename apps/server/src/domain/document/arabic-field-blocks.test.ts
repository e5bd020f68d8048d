import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('Arabic orders and schedules written as a name over labelled fields', () => {
  it('reads the count and price labels of an order and leaves the seller out', () => {
    const order = [
      'تفاصيل الطلب',
      '========================================',
      'مكنسة كهربائية Dyson V11 لاسلكية',
      'البائع: متجر البيت',
      'الكمية: 1',
      'السعر: 1,299.00 ر.س',
      '----------------------------------------',
      'مصباح مكتب LED قابل للطي',
      'البائع: نون',
      'الكمية: 2',
      'السعر: 75.50 ر.س',
      '----------------------------------------',
      '',
      'المجموع الفرعي: 1,450.00 ر.س',
    ].join('\n');
    expect(priced(order)).toEqual([
      ['مكنسة كهربائية Dyson V11 لاسلكية', 1, 1299],
      ['مصباح مكتب LED قابل للطي', 2, 75.5],
    ]);
  });

  it('reads numbered schedule blocks closed by their estimated value, each one counted', () => {
    const schedule = [
      'جدول المقتنيات الثمينة',
      '',
      '========================================',
      'البند 1: خاتم ألماس 0.8 قيراط ذهب أبيض',
      'الوصف: شهادة IGI رقم 77120، وزن 3.2 جم',
      'الرقم المرجعي: —',
      'القيمة المقدرة: 145,000.00 ج.م',
      '----------------------------------------',
      'البند 2: سجادة صوف يدوية 2×3 م',
      'الوصف: صناعة يدوية',
      'العدد: 2',
      'القيمة المقدرة للقطعة: 35,000.00 ج.م',
      'الإجمالي: 70,000.00 ج.م',
      '----------------------------------------',
      '',
      'إجمالي المقتنيات: 215,000.00 ج.م',
      'القسط السنوي الإضافي (0.8%): 1,720.00 ج.م',
    ].join('\n');
    expect(priced(schedule)).toEqual([
      ['خاتم ألماس 0.8 قيراط ذهب أبيض', 1, 145000],
      ['سجادة صوف يدوية 2×3 م', 2, 35000],
    ]);
  });

  it('keeps a counted block’s line total and a carat weight out of the sums', () => {
    const schedule = [
      'ملحق المقتنيات الثمينة',
      '',
      '========================================',
      'البند 1: خاتم ألماس 0.8 قيراط',
      'الرقم المرجعي: —',
      'القيمة المقدرة: 145,000.00 ج.م',
      '----------------------------------------',
      'البند 2: لوحة زيتية للفنان محمود سعيد',
      'الوصف: زيت على توال 60×90 سم، 1965، شهادة أصالة',
      'الرقم المرجعي: تقييم معرض الزمالك',
      'القيمة المقدرة: 450,000.00 ج.م',
      '----------------------------------------',
      'البند 3: أطباق فضة مزخرفة',
      'العدد: 4',
      'القيمة المقدرة للقطعة: 12,500.00 ج.م',
      'الإجمالي: 50,000.00 ج.م',
      '----------------------------------------',
      '',
      'إجمالي مبلغ التأمين للمقتنيات الثمينة: 645,000.00 ج.م',
    ].join('\n');
    const read = extractItems(schedule);
    expect(read.items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['خاتم ألماس 0.8 قيراط', 1, 145000],
      ['لوحة زيتية للفنان محمود سعيد', 1, 450000],
      ['أطباق فضة مزخرفة', 4, 12500],
    ]);
    expect(read.total).toBe(645000);
  });

  it('knows the Gulf and Egyptian currency marks written after an amount', () => {
    expect(detectCurrency('السعر: 75.50 ر.س', 'USD')).toBe('SAR');
    expect(detectCurrency('القيمة: 1,200.00 ج.م', 'USD')).toBe('EGP');
    expect(detectCurrency('Total 320.00 AED', 'USD')).toBe('AED');
  });
});
