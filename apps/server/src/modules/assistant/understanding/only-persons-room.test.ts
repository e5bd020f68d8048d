import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { onlyPersonsRoom, withOnlyPersonsRoom } from './only-persons-room.js';

/** A cottage where one child has a room of their own and the rest is shared. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools', 'furniture'],
  locations: ['Boot Room', 'Parlour', "Tomasz's Room", 'Workshop'],
  brands: ['Yamaha', 'Dewalt'],
  words: ['yamaha', 'dewalt', 'keyboard', 'sander', 'bookcase'],
};
const parse = (question: string, locations = vocabulary.locations) =>
  parseQuestion(question, { ...vocabulary, locations }, { today: '2026-03-10' });

describe('"my room" where only one room is named after someone', () => {
  it('finds the one room named after a single person', () => {
    expect(onlyPersonsRoom(vocabulary.locations)).toBe("Tomasz's Room");
    expect(onlyPersonsRoom([...vocabulary.locations, "Ines's Room"])).toBeUndefined();
    expect(onlyPersonsRoom(['Boot Room', "Ola and Jan's Room"])).toBeUndefined();
  });
  it('reads "my room" as that room for a total, a count and the dearest thing', () => {
    expect(parse('roughly what is everything in my room worth').filters.locations).toEqual([
      "Tomasz's Room",
    ]);
    expect(parse('how many bits and bobs are in my own bedroom').filters.locations).toEqual([
      "Tomasz's Room",
    ]);
    expect(parse('the dearest thing in my room?').filters.locations).toEqual(["Tomasz's Room"]);
  });
  it('sets "my room" against another place', () => {
    const query = parse('has my room got more value than the workshop');
    expect(query.operation).toBe('compare');
    expect(query.compare?.left.filters.locations).toEqual(["Tomasz's Room"]);
    expect(query.compare?.right.filters.locations).toEqual(['Workshop']);
  });
  it('still asks when two people have rooms, and leaves "our room" alone', () => {
    const two = [...vocabulary.locations, "Ines's Room"];
    expect(parse('what is everything in my room worth', two).unknown).toContain('room');
    expect(withOnlyPersonsRoom('what is in our room', vocabulary.locations)).toBe(
      'what is in our room',
    );
  });
  it('keeps a room the owner named "My Room" as written', () => {
    const named = ['My Room', "Tomasz's Room"];
    expect(withOnlyPersonsRoom('what is in my room', named)).toBe('what is in my room');
  });
});
