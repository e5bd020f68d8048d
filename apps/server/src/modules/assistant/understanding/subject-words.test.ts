import { describe, expect, it } from 'vitest';
import { TokenSpan } from './slots.js';
import {
  byPurpose,
  capitalisedNames,
  joinedGroups,
  markVerbs,
  possessors,
  purposeWords,
  fundedThings,
  withoutOpeningTalk,
} from './subject-words.js';

describe('subject words', () => {
  it('names the kind of thing used a certain way', () => {
    expect(byPurpose(['stuff', 'to', 'sit', 'on'])).toEqual(['stuff', 'to', 'seat', 'on']);
    expect(byPurpose(['things', 'we', 'sleep', 'in'])).toEqual(['things', 'we', 'bed', 'in']);
    expect(byPurpose(['sit', 'down'])).toEqual(['sit', 'down']);
  });
  it('splits names joined by "and"', () => {
    const span = new TokenSpan(['coats', 'and', 'jackets']);
    expect(joinedGroups(span, ['coats', 'jackets'])).toEqual([['coats'], ['jackets']]);
  });
  it('starts the question after its opening talk', () => {
    expect(withoutOpeningTalk(['ok', 'so', 'basically', 'what', 'is', 'in'])).toEqual([
      'what',
      'is',
      'in',
    ]);
  });
  it('keeps the names the owner capitalised, not the first word or "I"', () => {
    expect([...capitalisedNames('What does Alex have that I lent to Sam')]).toEqual([
      'alex',
      'sam',
    ]);
  });
  it('marks the verb after an auxiliary and its subject', () => {
    const span = new TokenSpan(['when', 'does', 'it', 'run', 'out']);
    markVerbs(span);
    expect(span.free(3)).toBe(false);
    expect(span.free(4)).toBe(true);
  });

  it("finds whose a thing is, never a contraction's 's", () => {
    expect([...possessors("when is robin's sander due, what's the date")]).toEqual(['robin']);
    expect([...possessors("where's the kettle, it's late")]).toEqual([]);
    expect([...possessors("the ipad's case, where is it")]).toEqual([]);
  });

  it('finds what an amount is wanted for', () => {
    expect([...fundedThings(['sell', 'to', 'get', '$300', 'for', 'a', 'new', 'lens'])]).toEqual([
      'new',
      'lens',
    ]);
    expect([...fundedThings(['items', 'over', '$300'])]).toEqual([]);
  });

  it('finds whom or what the things are for', () => {
    expect([...purposeWords(['chairs', 'for', 'the', 'guests'])]).toEqual(['guests']);
    expect([...purposeWords(['total', 'for', 'my', 'boat', 'insurance'])]).toEqual(['boat']);
  });
});
