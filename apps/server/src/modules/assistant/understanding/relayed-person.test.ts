import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { relayedRoomSaid, withRelayedPersonsRoom } from './relayed-person.js';

/** Three generations: a grandfather and a grandson each have a room named for them. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture'],
  locations: ['Den', "Kofi's room", "Yaw's room", 'Cellar', 'Main bedroom'],
  brands: ['Bose'],
  words: ['bose', 'radio', 'armchair', 'kofi', 'yaw'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-07-07' });

describe('a question asked for a family member', () => {
  it('finds their room when the question names or signs everyone else', () => {
    const query = parse("Dad wants to know: his room or Yaw's room, which has more stuff");
    expect(query.compare?.left.filters.locations).toEqual(["Kofi's room"]);
    expect(query.compare?.right.filters.locations).toEqual(["Yaw's room"]);
    const signed = parse('ma chambre vs celle de grand-papa, laquelle vaut plus? (yaw)');
    expect(signed.compare?.left.filters.locations).toEqual(["Yaw's room"]);
    expect(signed.compare?.right.filters.locations).toEqual(["Kofi's room"]);
  });
  it('says "ses" things as theirs once they are known', () => {
    expect(
      withRelayedPersonsRoom(
        'grand-papa demande ce que valent ses radios (this is yaw)',
        vocabulary.locations,
      ),
    ).toBe("grand-papa demande ce que valent Kofi's radios (this is yaw)");
  });
  it('leaves a room named by the family word to that word ("Nana\'s room")', () => {
    const rooms = ["Nana's room", "Yaw's room"];
    expect(withRelayedPersonsRoom("what is in Nana's room", rooms)).toBe("what is in Nana's room");
  });
  it('leaves whose room it is open when two people could be meant', () => {
    const question = 'Grandpa asks what his room is worth';
    expect(withRelayedPersonsRoom(question, vocabulary.locations)).toBe(question);
    expect(relayedRoomSaid(question)).toBe('his room');
    expect(relayedRoomSaid('what is in his room')).toBeUndefined();
  });
});
