import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isPriceTalk } from './talk.js';

const priced = (text: string) =>
  extractItems(text).items.map((i) => [i.name, i.quantity, i.value] as const);

describe('sale chats in Norwegian, Ukrainian and Swahili: prices on the deal, not on a thing', () => {
  it.each([
    'Samlet blir det',
    'Men tar dere alt får dere det for',
    'Tar du',
    'Kan gå ned til',
    'Разом виходить',
    'Якщо візьмете все —',
    'Крісло ще є? За',
    'Так. За',
    'Jumla ni',
    'Ukichukua vyote nakupea',
    'Nitatuma',
    'Osobno razem 900 zł, ale całość oddam za',
    'Por separado serían',
  ])('reads “%s …” as talk about the price', (lead) => expect(isPriceTalk(lead)).toBe(true));

  it('leaves a thing’s own price alone', () => {
    expect(isPriceTalk('Kjøleskap Bosch 186 cm -')).toBe(false);
    expect(isPriceTalk('Дитячий стілець —')).toBe(false);
    expect(isPriceTalk('Meza ya kahawa -')).toBe(false);
  });

  it('keeps the things of a Norwegian moving sale and leaves the haggling out', () => {
    const chat = [
      'Kari N. · 02.05.2025 kl. 10:12',
      'Hei! Vi flytter og selger:',
      '- Bokhylle Hemnes hvit - pent brukt - 800 kr',
      '- Kjøleskap Bosch 186 cm - fungerer fint - 2 200 kr',
      '',
      'Samlet blir det 3 000 kr, men tar du alt får du det for 2 500 kr.',
      '',
      'Ola P. · 02.05.2025 kl. 10:40',
      'Tar du 2 000 for begge?',
      '',
      'Kari N. · 02.05.2025 kl. 10:45',
      'Kan gå ned til 2 300.',
    ].join('\n');
    expect(priced(chat)).toEqual([
      ['Bokhylle Hemnes hvit', 1, 800],
      ['Kjøleskap Bosch 186 cm', 1, 2200],
    ]);
  });

  it('reads a Swahili price “each” (kila moja) as the unit price', () => {
    const chat = [
      'Tunauza:',
      'Viti vya plastiki x6 - 500 kila moja',
      'Meza ya kahawa - 4,500',
    ].join('\n');
    expect(priced(chat)).toEqual([
      ['Viti vya plastiki', 6, 500],
      ['Meza ya kahawa', 1, 4500],
    ]);
  });
});
