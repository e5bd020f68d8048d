import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('non-item words in more languages', () => {
  it('knows Scandinavian, Portuguese, Polish and Malay/Indonesian till words', () => {
    const lines: Array<[string, string]> = [
      ['Att betala', 'total'],
      ['Cap. Social:', 'meta'],
      ['Capital Soc.', 'meta'],
      ['Selbstbehalt pro Schadenfall:', 'charge'],
      ['Single article limit', 'charge'],
      ['Total dos bens relacionados:', 'total'],
      ['Totalbelopp', 'total'],
      ['Delsumma', 'subtotal'],
      ['Summa exkl. moms', 'subtotal'],
      ['Total excl. VAT', 'subtotal'],
      ['Öresavrundning', 'charge'],
      ['Leveransavgift', 'charge'],
      ['Medlemsrabatt', 'charge'],
      ['Pant', 'charge'],
      ['Växel', 'charge'],
      ['Kontant', 'payment'],
      ['Swish', 'payment'],
      ['Kvittonr 4412', 'meta'],
      ['Kassör', 'meta'],
      ['Å betale', 'total'],
      ['Beløb', 'total'],
      ['Øreavrunding', 'charge'],
      ['Byttepenge', 'charge'],
      ['Base tributável', 'subtotal'],
      ['Caução garrafa', 'charge'],
      ['Portes de envio', 'charge'],
      ['Valor pago', 'payment'],
      ['Pix', 'payment'],
      ['Caixa 3', 'meta'],
      ['Razem PLN', 'total'],
      ['Do zapłaty', 'total'],
      ['PTU A 23%', 'tax'],
      ['Gotówka', 'payment'],
      ['Reszta', 'charge'],
      ['Kaucja', 'charge'],
      ['Biaya layanan', 'charge'],
      ['Diskaun ahli', 'charge'],
      ['Juruwang', 'meta'],
      ['No. resit', 'meta'],
      ['Nettobetrag', 'subtotal'],
      ['Werkstatt: Erstinspektion', 'charge'],
      ['Workshop inspection', 'charge'],
    ];
    for (const [label, kind] of lines)
      expect([label, nonItemKind(label)]).toEqual([label, kind || null]);
  });

  it('keeps products whose names hold such a word, or a till tax class', () => {
    for (const label of [
      'Vinho do Porto tawny',
      'Cargo pant grey',
      'Caixa de ferramentas',
      'Karta pamięci microSD',
      "VITAMIN C 30'S ZRL",
      'COTTON BUDS 200S SR',
    ]) {
      expect([label, nonItemKind(label)]).toEqual([label, null]);
    }
  });

  it('reads a Swedish receipt without its totals, deposit, rounding and payment', () => {
    const text = [
      'KVITTO',
      'Kaffe mellanrost 500g    54,90',
      'Vattenkokare 1,7 l      349,00',
      'Pant                      2,00',
      'Delsumma                405,90',
      'Öresavrundning            0,10',
      'Att betala              406,00',
      'Kort                    406,00',
      'Varav moms 25%           81,20',
    ].join('\n');
    expect(items(text)).toEqual([
      '1 × Kaffe mellanrost 500g @ 54.9',
      '1 × Vattenkokare 1,7 l @ 349',
    ]);
  });
});
