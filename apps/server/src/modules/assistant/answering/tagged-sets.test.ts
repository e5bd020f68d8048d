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

describe("a maker's things named by the material they are tagged with", () => {
  const jug = factItem('Denby Stoneware Jug', { brand: 'Denby', tags: ['stoneware'] });
  const mugs = factItem('Denby Coffee Mugs', { brand: 'Denby', tags: ['stoneware'] });
  const crock = factItem('Stoneware Bread Crock', { brand: 'Emile', tags: ['stoneware'] });
  const names = (question: string) =>
    withTagged([jug], [jug, mugs, crock], ['stoneware'], question).map((item) => item.item_name);
  it("takes in the maker's other things of that material", () => {
    expect(names('what is the denby stoneware worth')).toEqual([
      'Denby Stoneware Jug',
      'Denby Coffee Mugs',
    ]);
  });
  it('keeps to what is named without the maker, or when the word is what the thing is', () => {
    expect(names('what is the stoneware worth')).toEqual(['Denby Stoneware Jug']);
    const vase = factItem('Kosta Vase', { brand: 'Kosta', tags: ['vase'] });
    const other = factItem('Kosta Bowl', { brand: 'Kosta', tags: ['vase'] });
    expect(
      withTagged([vase], [vase, other], ['vase'], 'where is the kosta vase').map(
        (i) => i.item_name,
      ),
    ).toEqual(['Kosta Vase']);
  });
});
