import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../assistant-provider.js';
import type { FactItem } from '../inventory-facts.js';
import { parsedQuery } from '../understanding/parsed-query.fixture.js';
import type { ParsedQuery } from '../understanding/query.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { hedged } from './confidence.js';
import { factItem } from './fact-item.fixture.js';
import { evidenceDoubts } from './loose-sets.js';
import type { Reply, Turn } from './turn.js';

/** A dictionary knowing a few words, none a kind of another. */
const words: Thesaurus = {
  isWord: (word) => !['rex', 'zanele'].includes(word),
  synonyms: () => [],
  kinds: () => [],
  siblings: () => [],
  parents: () => [],
  closest: () => undefined,
  isThing: () => true,
  isCompound: () => false,
  isNoun: (word) => !['silver', 'ski'].includes(word),
  isAdjective: (word) => word === 'silver',
  isKindOf: () => false,
};

const turnOf = (question: string, query: Partial<ParsedQuery>, all: FactItem[] = []): Turn => ({
  context: {
    question,
    facts: { items: () => Promise.resolve(all), matching: () => Promise.resolve(all) },
  } as unknown as AssistantContext,
  query: parsedQuery(query),
  thesaurus: words,
  referred: undefined,
});

const answered = (items: FactItem[]): Reply => ({
  response: `${items.length} items, $${items.length * 100} in total.`,
  items,
  intent: 'total',
  strategy: 'aggregate',
  totalMatches: items.length,
});

const doubtsFor = (question: string, query: Partial<ParsedQuery>, items: FactItem[], all = items) =>
  evidenceDoubts(turnOf(question, query, all), answered(items));

describe('evidenceDoubts', () => {
  it('doubts a set named by a material when other things say it too', async () => {
    const items = [factItem('Silver Candlestick'), factItem('Silver Serving Tray')];
    const cutlery = factItem('Cutlery Canteen', { tags: ['silver'] });
    expect(
      await doubtsFor('all the silver we own', { phrase: ['silver'] }, items, [...items, cutlery]),
    ).toEqual([{ kind: 'loose', words: ['silver'] }]);
    // Nothing else says silver: the things whose names say it are the set.
    expect(await doubtsFor('all the silver we own', { phrase: ['silver'] }, items)).toEqual([]);
  });
  it('doubts an activity or someone whose name is only in the items’ names', async () => {
    const ski = [factItem('Ski Goggles'), factItem('Ski Helmet')];
    const wax = factItem('Base Wax Kit', { tags: ['ski'] });
    const list = { operation: 'list' as const, phrase: ['ski'] };
    expect(await doubtsFor('list the ski things', list, ski, [...ski, wax])).toHaveLength(1);
    const rex = [factItem("Rex's Basket")];
    expect(await doubtsFor("what are Rex's things worth", { phrase: ['rex'] }, rex)).toEqual([
      { kind: 'loose', words: ['rex'] },
    ]);
  });
  it('trusts a kind heading each name, a category, a brand and a tag given to several', async () => {
    const lamps = [factItem('Brass Floor Lamp'), factItem('Desk Lamp')];
    expect(await doubtsFor('how much are the lamps', { phrase: ['lamps'] }, lamps)).toEqual([]);
    const books = [factItem('Atlas of the World', { category: 'books' })];
    expect(await doubtsFor('all my books', { phrase: ['books'] }, books)).toEqual([]);
    const tagged = [
      factItem('Two-person Tent', { tags: ['hiking'] }),
      factItem('Gas Stove', { tags: ['hiking'] }),
    ];
    expect(await doubtsFor('our hiking stuff', { phrase: ['hiking'] }, tagged)).toEqual([]);
    const zanele = [
      factItem('Wool Scarf', { tags: ['zanele'] }),
      factItem('Beret', { tags: ['zanele'] }),
    ];
    expect(await doubtsFor("zanele's things", { phrase: ['zanele'] }, zanele)).toEqual([]);
  });
  it('trusts a kind the product knows, but not an activity gathering things by use', async () => {
    const tools = [factItem('Orbital Sander'), factItem('Bench Grinder')];
    expect(await doubtsFor('my electric tools', { phrase: ['electric tool'] }, tools)).toEqual([]);
    const beach = [factItem('Beach Umbrella', { tags: ['summer'] }), factItem('Cool Box')];
    expect(await doubtsFor('our beach gear', { phrase: ['beach'] }, beach)).toHaveLength(1);
  });
  it('leaves two things named one each, and loans, to their own answers', async () => {
    const two = [factItem('Silver Teapot'), factItem('Oak Dresser')];
    const compare = {
      left: parsedQuery({ phrase: ['silver'] }),
      right: parsedQuery({ phrase: ['oak'] }),
      by: 'value' as const,
    };
    const asked = 'the silver teapot or the oak dresser?';
    expect(await doubtsFor(asked, { operation: 'compare', compare }, two)).toEqual([]);
    const lent = { ...answered([factItem("Zanele's Ladder")]), intent: 'lent' };
    const turn = turnOf("anything of zanele's", { phrase: ['zanele'] });
    expect(await evidenceDoubts(turn, lent)).toEqual([]);
  });
  it('doubts a set of what things are like when things left out are named so too', async () => {
    const brass = [
      factItem('Candle Holder', { tags: ['brass'] }),
      factItem('Ship Bell', { tags: ['brass'] }),
    ];
    const knocker = factItem('Door Knocker', { tags: ['brass'] });
    expect(
      await doubtsFor('our brass things', { phrase: ['brass'] }, brass, [...brass, knocker]),
    ).toEqual([{ kind: 'others', words: ['brass'] }]);
    // What the things are: poles tagged for skiing are no skis.
    const skis = [factItem('Touring Skis', { quantity: 2 }), factItem('Racing Skis')];
    const poles = factItem('Ski Poles', { tags: ['ski'] });
    expect(await doubtsFor('my skis', { phrase: ['skis'] }, skis, [...skis, poles])).toEqual([]);
  });
  it("doubts someone's things when the owner is on some of them only", async () => {
    const silver = [
      factItem('Silver Tray', { tags: ['silver'], notes: "Ivo's, from his aunt" }),
      factItem('Silver Jug', { tags: ['silver'] }),
    ];
    expect(
      await doubtsFor("what is Ivo's silver worth", { phrase: ['ivo', 'silver'] }, silver),
    ).toEqual([{ kind: 'loose', words: ['ivo', 'silver'] }]);
    const both = silver.map((item) => ({ ...item, location: "Ivo's room" }));
    expect(
      await doubtsFor("what is Ivo's silver worth", { phrase: ['ivo', 'silver'] }, both),
    ).toEqual([]);
  });
  it('always doubts a count the owner said (as the parser read it) that differs from the one found', async () => {
    const lamps = [factItem('Brass Floor Lamp'), factItem('Desk Lamp')];
    expect(
      await doubtsFor(
        'my four lamps, what are they worth',
        { phrase: ['lamps'], statedCount: 4 },
        lamps,
      ),
    ).toEqual([{ kind: 'stated', words: ['4', '2 items'] }]);
    expect(await doubtsFor('my 2 lamps', { phrase: ['lamps'], statedCount: 2 }, lamps)).toEqual([]);
    const pair = [factItem('Bedside Lamp', { quantity: 3 })];
    expect(await doubtsFor('the three lamps', { phrase: ['lamps'], statedCount: 3 }, pair)).toEqual(
      [],
    );
  });
  it('keeps the figure and asks about the reading', async () => {
    const items = [factItem('Silver Candlestick')];
    const reply = answered(items);
    const tray = factItem('Tea Tray', { tags: ['silver'] });
    const turn = turnOf('everything silver', { phrase: ['silver'] }, [...items, tray]);
    const doubts = await evidenceDoubts(turn, reply);
    const asked = hedged(reply, doubts);
    expect(asked.intent).toBe('clarify');
    expect(asked.response).toContain('$100');
    expect(asked.response).toMatch(/"silver".*\?$/);
  });
});
