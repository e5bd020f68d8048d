import { describe, expect, it } from 'vitest';
import { romanceInEnglish } from './romance-in-english.js';

const names = { locations: ['a varanda', 'la taverna'], brands: ['Tramontina', 'Bialetti'] };
const gloss = (question: string) =>
  romanceInEnglish(question, names, ['varanda', 'taverna', 'tramontina', 'bialetti']);

describe('Portuguese and Italian words inside an English question', () => {
  it('reads Portuguese question words, bounds and things', () => {
    expect(gloss('quantas ferramentas valem mais de 200')).toBe('how many tools worth over 200');
    expect(gloss('quanto vale a panela tramontina')).toBe(
      'what is the value of a panela tramontina',
    );
  });

  it('reads Italian question words and keeps the owner’s room', () => {
    expect(gloss('quanti attrezzi ho nella taverna')).toBe('how many tools i have in the taverna');
    expect(gloss('quanti gioielli abbiamo in la taverna')).toBe(
      'how many jewelry we have in la taverna',
    );
  });

  it('leaves English with the same small words alone', () => {
    expect(gloss('do we have a camera in the attic or no')).toBe(
      'do we have a camera in the attic or no',
    );
    expect(gloss("how much is mia's bike worth")).toBe("how much is mia's bike worth");
  });
});
