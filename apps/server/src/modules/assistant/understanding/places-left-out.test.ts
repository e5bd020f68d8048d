import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { placesLeftOut } from './places-left-out.js';

/** A townhouse whose places include one person's room and a back kitchen. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools', 'furniture'],
  locations: ['Main House', "Ilse's Room", 'Porch', 'Kitchen', 'Back Kitchen'],
  brands: ['Bosch'],
  words: ['bosch', 'mower', 'kettle', 'sideboard', 'porch', 'room'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('places left out of a set', () => {
  it('finds the places among the words left out, however the possessive is written', () => {
    expect(placesLeftOut(['ilses', 'room', 'or', 'the', 'porch'], vocabulary.locations)).toEqual({
      places: ["Ilse's Room", 'Porch'],
      things: [],
    });
  });
  it('takes the longer place name before a shorter one inside it', () => {
    expect(placesLeftOut(['back', 'kitchen'], vocabulary.locations).places).toEqual([
      'Back Kitchen',
    ]);
  });
  it('keeps words that name no place as things left out', () => {
    expect(placesLeftOut(['mower', 'and', 'porch'], vocabulary.locations)).toEqual({
      places: ['Porch'],
      things: ['mower'],
    });
    expect(placesLeftOut(['mower'], vocabulary.locations)).toEqual({
      places: [],
      things: ['mower'],
    });
  });
  it('reads "the main house, not counting ilses room or the porch" as places left out', () => {
    const query = parse(
      'what is the stuff in the main house worth not counting ilses room or the porch',
    );
    expect(query.filters.locations).toEqual(['Main House']);
    expect(query.filters.locationsLeftOut).toEqual(["Ilse's Room", 'Porch']);
    expect(query.excluded).toBeUndefined();
  });
});
