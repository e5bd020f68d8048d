import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) => extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);

describe('conversations about a listing', () => {
  it('reads a stamped chat: the listing title, the agreed totals and the deal sentence name nothing', () => {
    const text = [
      'Marketplace · Messenger',
      'Listing: Weber kettle grill + 2 patio chairs - $140 · Oak Park',
      '',
      'Dana Reyes  ·  Jun 8, 2025, 6:02 PM',
      'Hi, still for sale?',
      '',
      'Tom Walsh  ·  Jun 8, 2025, 6:20 PM',
      'Yes. The Weber kettle grill has a dented lid, works fine. I only sell the grill',
      'and chairs together, $140 for the set, no splitting.',
      '',
      "We're downsizing so we have a Makita cordless drill (barely used, with its case)",
      'for $75 and a Coleman cooler 48 qt, blue, $30.',
      '',
      'Dana Reyes  ·  Jun 8, 2025, 6:31 PM',
      "Great, I'll take all of it. So $245 total?",
      '',
      'Tom Walsh  ·  Jun 8, 2025, 6:40 PM',
      'Yes, $245 for everything. Cash please.',
    ].join('\n');
    const items = read(text);
    expect(items).toContainEqual(['Makita cordless drill', 1, 75]);
    expect(items).toContainEqual(['Coleman cooler 48 qt', 1, 30]);
    expect(items.some(([, , value]) => value === 245 || value === 140)).toBe(false);
  });

  it('reads a chat whose turns open with their time in brackets and wrap over lines', () => {
    const text = [
      'Chat',
      'Anúncio: Bicicleta + capacete - R$ 900,00',
      '[02/03/2025 10:01] Ana Souza: Oi! Ainda tem?',
      '[02/03/2025 10:05] Pedro Lima: Tem sim. A bicicleta Caloi com o capacete',
      'vai junto por R$ 900,00, não separo.',
      '[02/03/2025 10:07] Ana Souza: Tem mais alguma coisa?',
      '[02/03/2025 10:09] Pedro Lima: Tenho uma Cadeira Gamer DT3 Elise, usei uns 4 meses.',
      'Sai por R$ 450,00.',
      '[02/03/2025 10:12] Ana Souza: Então R$ 1.350,00 no total?',
      '[02/03/2025 10:13] Pedro Lima: Isso, R$ 1.350,00.',
    ].join('\n');
    // The bundle's turn, the total and its repeat price nothing; the chair's price stays.
    expect(read(text).map(([, , value]) => value)).toEqual([450]);
  });

  it('closes a message quoted in guillemets at its wish for the evening', () => {
    const text = [
      'Nadia vous a envoyé un message :',
      '« Bonjour Paul,',
      '- Lampe de bureau Anglepoise : 70 € (bon état)',
      '- Tapis Maisons du Monde : 40 €',
      'Je peux passer jeudi vers 18h.',
      'Bonne journée,',
      'Nadia »',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Lampe de bureau Anglepoise', 1, 70],
      ['Tapis Maisons du Monde', 1, 40],
    ]);
  });

  it('reads "Good evening," as a greeting, not as the end of the message', () => {
    const text = [
      'Re: your listing',
      'Good evening,',
      '- Brompton folding bike: £650',
      '- Kryptonite lock: £30',
      'Have a nice evening,',
      'Priya',
    ].join('\n');
    expect(read(text).map(([, , value]) => value)).toEqual([650, 30]);
  });

  it('keeps a standard’s version in a name but not an hour', () => {
    const text = ['- Anker USB 3.2 hub: 25 €', '- Lampe Ikea: 15 €', 'Dispo dès 9h.'].join('\n');
    expect(read(text).map(([, , value]) => value)).toEqual([25, 15]);
  });
});
