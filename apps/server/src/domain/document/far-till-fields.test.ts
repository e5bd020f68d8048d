import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('labour, order summaries, instalments and till fields in more languages', () => {
  it.each<[string, string | null]>([
    // Labour billed on an invoice, after its article code
    ['ΥΠ-03 Εργασία συντήρησης λέβητα ΩΡΕΣ', 'charge'],
    ['Manopera montaj centrala', 'charge'],
    ['Robocizna - montaż szafy', 'charge'],
    // An order's goods summed before shipping, and a card's interest-free instalments
    ['Productos (3)', 'subtotal'],
    ['Artículos (2)', 'subtotal'],
    ['6 meses sin intereses de', 'payment'],
    // A Korean till's taxable value, approved amount and the shop's address
    ['과세물품가액', 'subtotal'],
    ['승인금액', 'payment'],
    ['부산광역시 해운대구 센텀중앙로 79', 'meta'],
    // Things stay items
    ['Productos de limpieza Pack 3', null],
    ['Εργαλειοθήκη Bosch 40 τεμ.', null],
    ['삼성 무선청소기 제트 VS20', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });

  it("leaves a Polish message's greeting out of the things offered", () => {
    const message = [
      'Od: Marek (OLX) <powiadomienia@olx.pl>',
      'Temat: Nowa wiadomość: meble',
      '',
      'Marek napisał:',
      '',
      'Dzień dobry Pani Anno,',
      '1. Rower dziecięcy 16 cali – stan dobry – 250 zł',
      '2. Fotelik samochodowy – jak nowy – 180 zł',
      '',
      'Pozdrawiam,',
      'Marek',
    ].join('\n');
    expect(extractItems(message).items.map((i) => i.name)).toEqual([
      'Rower dziecięcy 16 cali',
      'Fotelik samochodowy',
    ]);
  });
});
