import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { withSetSpelledOut } from './spelled-out-sets.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'sports equipment'],
  locations: ['Garage', 'Den'],
  brands: ['Roland', 'Callaway'],
  words: ['keyboard', 'speakers', 'mixer', 'clubs', 'trolley'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('a set named loosely, then spelled out', () => {
  it('reads a bare "rig" or "kit" as the things listed after it', () => {
    expect(withSetSpelledOut('How much is the kit worth? Mixer plus both speakers.')).toBe(
      'How much is Mixer and both speakers worth?',
    );
    expect(parse("what's my rig worth: the keyboard, the mixer & the speakers")).toMatchObject({
      operation: 'total',
      groups: [['keyboard'], ['mixer'], ['speakers']],
    });
  });
  it('reads "the golf gear (clubs, trolley n bag)" as the golf things', () => {
    expect(withSetSpelledOut('whats the golf gear worth (clubs, trolley n bag)')).toBe(
      'whats the golf worth',
    );
  });
  it('leaves a loose word alone when nothing is listed after it', () => {
    for (const question of [
      'how much is my kit worth',
      'whats the camera kit worth? is it insured',
    ])
      expect(withSetSpelledOut(question)).toBe(question);
  });
});
