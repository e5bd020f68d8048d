import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.value, i.location] as const);

describe('a sale chat whose turns open with a clock time or a sender and time', () => {
  it('reads "18:02  Buyer (Ana): …" as turns, so a counter-offer names no thing', () => {
    const chat = [
      'Bazar · Messages',
      'Annonce: Vélo et casque - Lille',
      '',
      '09:12  Acheteur (Marc): Bonjour, toujours dispo ? Détail svp.',
      '09:20  Vendeur (Inès): Bonjour, oui. Détail :',
      '  Vélo Btwin Riverside 500 - 260 € (bon état)',
      '  Casque Abus Hyban - 35 € (neuf)',
      '09:25  Acheteur (Marc): Et pour 250 € ?',
      '09:31  Vendeur (Inès): Ok pour 270 €, à demain.',
    ].join('\n');
    expect(read(chat)).toEqual([
      ['Vélo Btwin Riverside 500', 260, null],
      ['Casque Abus Hyban', 35, null],
    ]);
  });

  it("drops a turn's greeting before its list and the listing's asking price", () => {
    const chat = [
      'kleinanzeigen - Chat',
      'Anzeige: Gartenmöbel komplett',
      'Preis: 310 € VB',
      '',
      '[03.04.25, 09:10] Jonas K.: Hi, gibt es die Sachen auch einzeln?',
      '[03.04.25, 09:30] Mira P.: Hi! Klar, alles noch da. Einzeln:',
      '- Gartentisch Teak 160x90 - 190 € - gut erhalten',
      '- Sonnenschirm Doppler 3m - 60 € - neu',
      '[03.04.25, 09:41] Jonas K.: Super, danke! Morgen um 10?',
      '[03.04.25, 09:45] Mira P.: Passt, bis morgen.',
    ].join('\n');
    expect(read(chat).map(([name, value]) => [name, value])).toEqual([
      ['Gartentisch Teak 160x90', 190],
      ['Sonnenschirm Doppler 3m', 60],
    ]);
  });

  it('reads "Name · 19:10" headers, and drops the deal sentences after a list', () => {
    const chat = [
      'Marketplace · Me mudo: vendo todo (Palermo)',
      '',
      'Lucía Pérez · 2 abr. 2025, 10:02',
      'Hola! Sigue todo?',
      '',
      'Tomás Ruiz · 10:05',
      'Hola! Sí. Precios:',
      '• Cocina Longvie 4 hornallas: $ 190.000 (buen estado)',
      '• Escritorio de pino: $ 45.000 (usado)',
      'Por separado son $ 235.000. Si te llevás todo te lo dejo en $ 210.000',
      '',
      'Lucía Pérez · 10:09',
      'Uy, me queda lejos. ¿Me harías $ 180.000 por todo? Lo busco el lunes',
    ].join('\n');
    expect(read(chat).map(([name, value]) => [name, value])).toEqual([
      ['Cocina Longvie 4 hornallas', 190000],
      ['Escritorio de pino', 45000],
    ]);
  });
});
