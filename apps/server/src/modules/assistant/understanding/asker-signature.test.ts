import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { withSignatureSaid } from './asker-signature.js';

/** A duplex shared by a couple, their son Théo and an aunt, Noémie, each with a room. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'books', 'furniture'],
  locations: ['Salon', "Théo's room", "Noémie's room", 'Garage', 'Main bedroom'],
  brands: ['Sony', 'Makita'],
  words: ['sony', 'makita', 'guitar', 'headphones', 'bookcase', 'theo', 'noemie'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-02-02' });

describe('a question signed the texting or French way', () => {
  it('reads "ma chambre" as the room of whoever signs, however they sign', () => {
    for (const question of [
      'combien vaut ma chambre (theo)',
      "c'est quoi le plus cher dans ma chambre mdr (théo)",
      'combien de bidules dans ma chambre -theo',
      'combien de bidules dans ma chambre? - theo',
      'theo ici. combien vaut ma chambre',
      'what is my room worth — Théo',
    ])
      expect(parse(question).filters.locations, question).toEqual(["Théo's room"]);
  });
  it('keeps the signer out of the things asked for', () => {
    const query = parse('les trucs a moins de 50$ dans ma chambre (noemie)');
    expect(query.filters.locations).toEqual(["Noémie's room"]);
    expect(query.phrase).not.toContain('noemie');
  });
  it('takes a relayed greeting for who asks, not a thing', () => {
    const query = parse('Bernadette says hi. She wants garage vs salon by value');
    expect(query.operation).toBe('compare');
    expect(query.phrase).toEqual([]);
  });
  it('leaves a maker in brackets and a capitalised word at the start alone', () => {
    expect(withSignatureSaid('where are the headphones (Sony)', vocabulary)).toBe(
      'where are the headphones (Sony)',
    );
    expect(withSignatureSaid('Tout ici vaut combien?', vocabulary)).toBe('Tout ici vaut combien?');
    expect(withSignatureSaid('drill - where?', vocabulary)).toBe('drill - where?');
  });
  it('still asks whose room an unsigned "ma chambre" is', () => {
    expect(parse('combien vaut ma chambre').unknown).toContain('room');
  });
});
