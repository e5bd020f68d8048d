import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('order pages in Russian, Macedonian and Arabic', () => {
  it('reads "2 шт. × price" under the name, past the seller line, and no order totals', () => {
    expect(
      items([
        'Заказ № 5512 оформлен',
        'Получатель: Иван П., +7 912 *** 44 10',
        '',
        'Утюг Tefal FV1711 белый',
        'Продавец: ТехноМир',
        '1 шт. × 12 490 ₸',
        '',
        'Удлинитель 5 м 3 розетки',
        'Продавец: Электрика',
        '2 шт. × 3 150 ₸ = 6 300 ₸',
        '',
        'Товары (3 шт.)          18 790 ₸',
        'Доставка                     0 ₸',
        'Итого                   18 790 ₸',
        'Ежемесячный платёж: 1 566 ₸ × 12 мес.',
      ]),
    ).toEqual(['1 × Утюг Tefal FV1711 белый @ 12490', '2 × Удлинитель 5 м 3 розетки @ 3150']);
  });

  it('reads a Macedonian order table in denars, without its delivery and VAT lines', () => {
    expect(
      items([
        'Производ                              Кол.     Ед. цена       Вкупно',
        'Правосмукалка Bosch BGL3 700W            1   5.990 ден.   5.990 ден.',
        'Сијалица LED E27 9W                      4     120 ден.     480 ден.',
        'Меѓузбир:                                                6.470 ден.',
        'Достава:                                                   150 ден.',
        'Вкупно за плаќање:                                       6.620 ден.',
        'од кои ДДВ 18%:                                        1.009,83 ден.',
      ]),
    ).toEqual(['1 × Правосмукалка Bosch BGL3 700W @ 5990', '4 × Сијалица LED E27 9W @ 120']);
  });

  it('reads Arabic labelled rows: count, unit price and amount', () => {
    expect(
      items([
        'تفاصيل الطلب',
        'خلاط كهربائي 600 واط',
        'الكمية: 2    سعر الوحدة: 19.500 د.أ    المجموع: 39.000 د.أ',
        '',
        'مصباح مكتب LED',
        'الكمية: 1    سعر الوحدة: 8.750 د.أ    المجموع: 8.750 د.أ',
        '',
        'المجموع الكلي: 47.750 د.أ',
      ]),
    ).toEqual(['2 × خلاط كهربائي 600 واط @ 19.5', '1 × مصباح مكتب LED @ 8.75']);
  });
});
