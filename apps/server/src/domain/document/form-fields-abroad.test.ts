import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isFormFieldLabel } from './form.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.brand, i.serial, i.value]);

describe('warranty cards in Cyrillic, Central European, Turkish and Greek', () => {
  it('reads a Russian card: its product, serial and cover, and no signature line', () => {
    expect(
      read([
        'ГАРАНТИЙНЫЙ ТАЛОН № 2231',
        'Изделие: Холодильник Indesit ITS 4180 W',
        'Серийный номер: 9912004471',
        'Дата продажи: 03.02.2027',
        'Гарантийный срок: 12 месяцев',
        'Подпись продавца: ______   Подпись покупателя: ______',
      ]),
    ).toEqual([['Холодильник Indesit ITS 4180 W', 'Indesit', '9912004471', null]]);
  });

  it('reads a Turkish card', () => {
    expect(
      read([
        'GARANTİ BELGESİ',
        'Ürün adı: Vestel Bulaşık Makinesi BM 5001',
        'Marka: Vestel',
        'Seri no: VX55012',
        'Satış tarihi: 14.06.2027',
        'Garanti süresi: 2 yıl',
      ]),
    ).toEqual([['Vestel Bulaşık Makinesi BM 5001', 'Vestel', 'VX55012', null]]);
  });

  it('knows the labels in each language', () => {
    for (const label of ['Виріб', 'Wyrób', 'Výrobek', 'Προϊόν', 'Záruční doba', 'Data zakupu'])
      expect(isFormFieldLabel(label)).toBe(true);
    expect(isFormFieldLabel('Опис несправності')).toBe(false);
  });
});
