import { describe, expect, it } from 'vitest';
import { separateAsides } from './asides.js';

describe('separateAsides', () => {
  it('keeps the asking sentence and drops greetings and news around it', () => {
    const { text } = separateAsides(
      "hi there, hope you're well! mum and dad asked me to help sort their things. could you tell me what the jewellery is worth? thanks so much",
    );
    expect(text).toBe('could you tell me what the jewellery is worth?');
  });

  it('keeps the sentence a question points back to, without its brackets', () => {
    const { text } = separateAsides(
      "ok so we're doing the garage this weekend (dad's been putting it off for years lol). what's in there?",
    );
    expect(text).toBe("ok so we're doing the garage this weekend. what's in there?");
    expect(separateAsides('garage v basement - which is worth more').text).toBe(
      'garage v basement - which is worth more',
    );
  });

  it('marks news of someone who just rang or texted back as words never searched for', () => {
    for (const [question, said] of [
      ['the tax man just phoned back and he wants the total for the loft', 'phoned'],
      ['my neighbour finally texted back, how many drills do i have', 'texted'],
      ['the removals guy already emailed me, whats in the cellar', 'emailed'],
    ] as const) {
      expect([...separateAsides(question).words], question).toContain(said);
    }
  });

  it("marks reasons and others' views as words never searched for", () => {
    expect([
      ...separateAsides('how many items are in the office, as the new flat has no study').words,
    ]).toEqual(expect.arrayContaining(['new', 'flat', 'study']));
    expect([
      ...separateAsides('my brother reckons the vinyl is worth heaps and he wants it').words,
    ]).toEqual(expect.arrayContaining(['he', 'wants']));
    expect(separateAsides('where is my drill').words.size).toBe(0);
  });

  it('knows the people around the owner by any name', () => {
    // Said beside the question: words kept as talk, or a sentence of news left out whole.
    const said = (text: string) => {
      const asides = separateAsides(text);
      const left = new Set(asides.text.toLowerCase().split(/[^a-z]+/));
      const dropped = text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word && !left.has(word));
      return [...asides.words, ...dropped];
    };
    expect(
      said('my neighbour Pat keeps telling me to sort the shed, how many tools do i have'),
    ).toEqual(expect.arrayContaining(['neighbour', 'pat', 'shed']));
    expect(said('my son in law thinks we have too much, what is the kitchen worth')).toEqual(
      expect.arrayContaining(['son', 'law']),
    );
    expect(said('the lady from the council is coming friday, what is in the loft')).toEqual(
      expect.arrayContaining(['lady', 'council', 'friday']),
    );
    expect(said('how much is my son worth to me').length).toBe(0);
    expect(said('my landlord is being difficult, what is in the hall')).toEqual(
      expect.arrayContaining(['landlord', 'difficult']),
    );
  });

  it('keeps a sentence stating the sum the owner needs', () => {
    expect(separateAsides('roof is leaking. need about $3k. what could go').text).toBe(
      'need about $3k. what could go',
    );
    expect(separateAsides('rainy day today. what could i sell').text).toBe('what could i sell');
  });

  it('leaves out news told before "anyway" turns to the question', () => {
    expect(separateAsides('the kettle broke again lol anyway what is in the attic').text).toBe(
      'what is in the attic',
    );
  });

  it('leaves out news ended by a colon, and news a purpose clause does not point back to', () => {
    expect(separateAsides('rough day, need a break: where is the kettle').text).toBe(
      'where is the kettle',
    );
    expect(
      separateAsides('the gas man comes at 9. what is in the cellar so i have it sorted').text,
    ).toBe('what is in the cellar so i have it sorted');
  });
});

describe('separateAsides, initials and titles', () => {
  it("ends no sentence at an initial's or a title's dot", () => {
    const asides = separateAsides(
      'Good evening. I am sorting papers for the lawyer. Kindly tell me what we bought from J. Oyelaran Jewellers. Thanks.',
    );
    expect(asides.text).toContain('J. Oyelaran Jewellers');
    expect(separateAsides('Where is the book Dr. Ade lent us?').text).toContain('Dr. Ade');
  });
});
