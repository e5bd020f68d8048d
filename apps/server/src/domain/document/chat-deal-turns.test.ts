import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('sale chats: counter-offers, payments and meeting places are no things', () => {
  it('reads turns stamped before an em dash, a counter-offer and a bank transfer as no items', () => {
    expect(
      read([
        'Vinted — Messages',
        'Annonce : Table basse en chêne — 120 € — Lyon',
        '',
        '12/05/2025 19:02 — Hugo : Bonsoir, elle est encore là ?',
        '12/05/2025 19:10 — Léa : Oui ! Je vends aussi :',
        '   • Table basse en chêne : 120 € (bon état)',
        '   • Miroir rond doré : 35 € (comme neuf)',
        '12/05/2025 19:30 — Hugo : Disons 140 € et je viens ce soir.',
        '12/05/2025 19:41 — Léa : Ça marche.',
        '12/05/2025 19:42 — Hugo : Je vous vire 140 € tout de suite.',
      ]),
    ).toEqual([
      ['Table basse en chêne', 1, 120],
      ['Miroir rond doré', 1, 35],
    ]);
  });

  it('reads a transfer promised for the agreed price and a street number as no items', () => {
    expect(
      read([
        '[03-06-25 10:01:12] Lupita: Hola, sigue disponible la mesa?',
        '[03-06-25 10:03:40] Rodrigo: Sí, y también vendo esto:',
        '[03-06-25 10:04:02] Rodrigo: Mesa de centro de nogal $2,400 – poco uso',
        '[03-06-25 10:04:30] Rodrigo: Lámpara de pie Tomado $650 – como nueva',
        '[03-06-25 10:10:00] Lupita: Va!! Te deposito $2,900 hoy mismo',
        '[03-06-25 10:12:10] Rodrigo: Perfecto, pasas a Calle Hidalgo 128',
        '[03-06-25 10:12:40] Lupita: Gracias, nos vemos!',
      ]),
    ).toEqual([
      ['Mesa de centro de nogal', 1, 2400],
      ['Lámpara de pie Tomado', 1, 650],
    ]);
  });

  it('reads what the things come to apart, then a price on all of them, as no item', () => {
    expect(
      read([
        'Allegro Lokalnie — Wiadomości',
        '[03.05.2025 09:10] Kasia: Dzień dobry, czy kurtka jest dostępna?',
        '[03.05.2025 09:20] Bartek: Tak. Sprzedaję też buty, ceny:',
        '- kurtka narciarska Columbia rozm. L – 450 zł (stan dobry)',
        '- buty trekkingowe Salomon 43 – 480 zł (jak nowe)',
        '[03.05.2025 09:21] Bartek: Osobno wychodzi 930 zł, ale dla pani 850 zł.',
        '[03.05.2025 09:40] Kasia: Biorę, ul. Długa 12 o 18:00?',
        '[03.05.2025 09:41] Bartek: Pasuje.',
      ]),
    ).toEqual([
      ['Kurtka narciarska Columbia rozm. L', 1, 450],
      ['Buty trekkingowe Salomon 43', 1, 480],
    ]);
  });
});
