import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Turkish tills and delivery notes', () => {
  it("keeps a till's VAT rate and price mark out of the name, and reads the lira from its words", () => {
    const till = [
      'VATAN BILGISAYAR',
      'LOGITECH MX KEYS KLAVYE      %20  *2.749,00',
      'XIAOMI MI BAND 8 SAAT        %20  *1.299,00',
      'TOPKDV                         *674,67',
      'TOPLAM                       *4.048,00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × LOGITECH MX KEYS KLAVYE @ 2749',
      '1 × XIAOMI MI BAND 8 SAAT @ 1299',
    ]);
    expect(detectCurrency(till.join('\n'), 'USD')).toBe('TRY');
  });

  it('reads a delivery note by its row, article number, name and quantity columns', () => {
    const note = [
      'SEVK İRSALİYESİ',
      'Sıra  Ürün No      Ürün Adı                                Miktar  Birim  Koli',
      '---------------------------------------------------------------------------',
      '1     501.22874    LACK sehpa, siyah, 55x55 cm                  2  Adet      2',
      '2     703.11590    BILLY kitaplık, meşe kaplama, 80x202 cm      1  Adet      3',
      '3     905.40018    RANARP çalışma lambası, beyaz                4  Adet      1',
    ];
    expect(items(note.join('\n'))).toEqual([
      '2 × LACK sehpa, siyah, 55x55 cm @ null',
      '1 × BILLY kitaplık, meşe kaplama, 80x202 cm @ null',
      '4 × RANARP çalışma lambası, beyaz @ null',
    ]);
  });
});

describe('a Turkish repair invoice with a goods-or-service column', () => {
  it('reads the parts by their columns, the row number glued to the name title, and leaves the visit fee and labour out', () => {
    const invoice = [
      'e-FATURA',
      'Üsküdar Klima Teknik Ltd. Şti.',
      'Fatura No: UKT2027000000981',
      '',
      'Sıra Mal / Hizmet                     Miktar  Birim Fiyat  KDV        Tutar',
      '-------------------------------------------------------------------------',
      '1    Kompresör rölesi                   1 Adet    640,00 TL  %20    640,00 TL',
      '2    Fan motoru 12 V                    3 Adet    315,00 TL  %20    945,00 TL',
      '3    İşçilik                            2 Saat    800,00 TL  %20  1.600,00 TL',
      '4    Montaj ücreti (adreste)            1 Adet    350,00 TL  %20    350,00 TL',
      '-------------------------------------------------------------------------',
      'Ara Toplam                                                      3.535,00 TL',
      'Hesaplanan KDV (%20)                                              707,00 TL',
      'Ödenecek Tutar                                                  4.242,00 TL',
    ].join('\n');
    expect(extractItems(invoice).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['Kompresör rölesi', 1, 640],
      ['Fan motoru 12 V', 3, 315],
    ]);
  });
});
