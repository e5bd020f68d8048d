import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const priced = (text: string) => extractItems(text).items.map((i) => [i.name, i.value] as const);

describe("a private sale's messages that bargain over the lot", () => {
  it('lists the things, not the sums, the counter-offers or the meeting time', () => {
    const chat = [
      'Annonce : « Lot jardin »',
      'Nantes 3e (44300)',
      '',
      'Paul · 2 juin 2024, 10:02',
      'Bonjour, tout est dispo :',
      '- Tondeuse Bosch Rotak 32 : 70 €',
      '- Taille-haie Ryobi 18V : 45 €',
      'Séparément ça fait 115 €, je vous fais le tout pour 100 €.',
      '',
      'Vous · 2 juin 2024, 10:10',
      'Super, 90 € pour le lot ?',
      '',
      'Paul · 2 juin 2024, 10:15',
      'Allez 95 € et on n’en parle plus.',
    ].join('\n');
    expect(priced(chat)).toEqual([
      ['Tondeuse Bosch Rotak 32', 70],
      ['Taille-haie Ryobi 18V', 45],
    ]);
  });

  it('reads "Name, date time" headers as turns, and a sentence before a colon as no room', () => {
    const chat = [
      'Ogłoszenie: Rower i kask',
      '',
      'Kupujący (Ty), 05.05.2024 18:00',
      'Czy aktualne?',
      '',
      'Anna, 05.05.2024 18:10',
      'Tak, aktualne. Wypisuję osobno:',
      '• Rower Kross Hexagon 5.0 – 900 zł',
      '• Kask Uvex – 80 zł',
      '',
      'Kupujący (Ty), 05.05.2024 18:20',
      'Biorę za 950 zł, odbiór jutro?',
      '',
      'Anna, 05.05.2024 18:25',
      'Niech będzie, jutro po 17.',
    ].join('\n');
    const read = extractItems(chat);
    expect(read.items.map((i) => [i.name, i.value, i.location])).toEqual([
      ['Rower Kross Hexagon 5.0', 900, null],
      ['Kask Uvex', 80, null],
    ]);
  });
});
