import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A made-up flat in Sherbrooke: its rooms, kinds and things. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools', 'clothing', 'jewelry', 'furniture'],
  locations: ['Garage', 'Attic', 'Den', 'Van'],
  brands: ['Bosch', 'Sony', 'Ikea'],
  words: ['bosch', 'sony', 'ikea', 'sander', 'headphones', 'bookcase', 'bracelet', 'kayak'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-02-14', knowledge });

describe('Québec French as it is texted', () => {
  it('reads "cb", "c quoi" and "cest quoi" as the question words they stand for', () => {
    const count = parse('cb de choses dans le grenier svp');
    expect(count.operation).toBe('count');
    expect(count.phrase).toEqual([]);
    const total = parse('cb vaut le garage au complet');
    expect(total.operation).toBe('total');
    expect(total.filters.locations).toEqual(['Garage']);
    const cheapest = parse('cest quoi la chose la moins chere dans le van');
    expect(cheapest.operation).toBe('rank');
    expect(cheapest.order).toBe('value_asc');
    expect(cheapest.phrase).toEqual([]);
  });
  it('reads the question word said last, after the things asked about', () => {
    const query = parse('les affaires entre 40 et 90$ dans le garage, c quoi?');
    expect(query.operation).toBe('list');
    expect(query.filters.valueMin?.amount).toBe(40);
    expect(query.filters.valueMax?.amount).toBe(90);
  });
  it('reads the last thing added as the newest, and the N dearest as a top N', () => {
    const newest = parse("c'est quoi le dernier objet que j'ai ajouté");
    expect(newest.operation).toBe('rank');
    expect(newest.order).toBe('newest');
    const top = parse('c quoi nos 4 affaires les plus cheres dans le garage');
    expect(top.operation).toBe('rank');
    expect(top.limit).toBe(4);
  });
  it('reads condition and being public said in French as filters', () => {
    const poor = parse('y a-tu des choses en mauvais état dans le grenier');
    expect(poor.filters.conditions).toEqual(['poor']);
    expect(poor.phrase).toEqual([]);
    const shared = parse('on a cb d’objets publics');
    expect(shared.operation).toBe('count');
    expect(shared.filters.isPublic).toBe(true);
  });
  it('takes the talk around a question as talk, never as things to find', () => {
    const query = parse(
      'salut! désolé de te déranger, jsp si tu peux mais genre cb de trucs dans le van lol',
    );
    expect(query.operation).toBe('count');
    expect(query.filters.locations).toEqual(['Van']);
    expect(query.phrase).toEqual([]);
    expect(query.unknown).toEqual([]);
  });
  it('reads "tout ce qu\'il y a" and "la valeur totale" as the whole of a room', () => {
    const query = parse("c'est quoi la valeur totale de tout ce qu'il y a dans le garage");
    expect(query.operation).toBe('total');
    expect(query.filters.locations).toEqual(['Garage']);
    expect(query.phrase).toEqual([]);
  });
});

describe('whose a room is, and "tu sais", said around the question', () => {
  it('reads "à X pis moi" after a room as whose it is, not as a thing', () => {
    const query = parse('combien vaut tout ce qui est dans le garage, à Odile pis moi?');
    expect(query.filters.locations).toEqual(['Garage']);
    expect(query.phrase).toEqual([]);
  });
  it('reads "tu sais" as talk', () => {
    expect(parse('combien vaut le kayak, tu sais?').phrase).toEqual(['kayak']);
  });
});

describe('French read as French first', () => {
  it('reads "mais" as "but", not as the Portuguese for "more"', () => {
    const query = parse('ok mais genre, combien de choses dans le grenier');
    expect(query.operation).toBe('count');
  });
  it('never mends a French word into the nearest English one', () => {
    const query = parse('combien vaut le tiroir pis les patins dans le garage');
    expect(Object.values(query.corrections)).toEqual([]);
    expect(query.phrase.concat(query.unknown)).not.toContain('toroid');
    expect(query.phrase.concat(query.unknown)).not.toContain('patina');
  });
});
