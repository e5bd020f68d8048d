import { describe, expect, it } from 'vitest';
import { factItem } from './fact-item.fixture.js';
import { withTagged } from './tagged-sets.js';

describe('a set named by a word its things are tagged with', () => {
  const bowl = factItem('Silver fruit bowl', { tags: ['silver'] });
  const ring = factItem('Wedding ring', { tags: ['silver', 'jewelry'] });
  const names = (question: string) =>
    withTagged([bowl], [bowl, ring], ['silver'], question).map((item) => item.item_name);
  it('takes in what is tagged with it after "everything" or "anything"', () => {
    expect(names('everything silver we have, what is it worth')).toEqual([
      'Silver fruit bowl',
      'Wedding ring',
    ]);
    expect(names('is anything silver insured')).toEqual(['Silver fruit bowl', 'Wedding ring']);
  });
  it('keeps to what is named when one thing is asked', () => {
    expect(names('what is the silver worth')).toEqual(['Silver fruit bowl']);
  });
});
