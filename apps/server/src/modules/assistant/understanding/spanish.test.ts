import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { romanceInEnglish } from './romance-in-english.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A made-up household in San Antonio whose rooms carry Spanish articles. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'tools', 'appliances', 'toys'],
  locations: ['el taller', 'la recamara grande', 'Cocina', 'la bodega'],
  brands: ['Makita', 'Vitamix', 'Lasko', 'El Pato'],
  words: ['makita', 'drill', 'vitamix', 'blender', 'lasko', 'fan', 'pato', 'salsa', 'lego', 'set'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-10', knowledge });
const gloss = (question: string) =>
  romanceInEnglish(question, vocabulary, ['cocina', 'taller', 'bodega', 'pato', 'makita']);

describe('Spanish words inside an English question', () => {
  it('reads an article before a short name as "the", not as a thing called "la"', () => {
    const query = parse('cuanto vale la vitamix');
    expect(query.filters.brands).toEqual(['Vitamix']);
    expect(query.phrase).not.toContain('la');
  });

  it('keeps the owner’s room names, small words and all', () => {
    expect(gloss('cuantas cosas hay en el taller')).toBe('how many things are there in el taller');
    expect(parse('cuantas cosas hay en el taller').filters.locations).toEqual(['el taller']);
    // A one-word room the owner named in Spanish stays theirs.
    expect(gloss('q herramientas tengo en la cocina')).toBe('what tools i have in the cocina');
  });

  it('keeps a maker whose name holds an article', () => {
    expect(gloss('cuanto vale la salsa de El Pato')).toBe(
      'what is the value of the salsa of El Pato',
    );
  });

  it('reads bounds, superlatives and order of adding', () => {
    expect(parse('q herramientas valen menos de 250').filters).toMatchObject({
      categories: ['tools'],
      valueMax: { amount: 250 },
    });
    expect(parse('cuantos juguetes valen mas de 75').filters.valueMin).toMatchObject({
      amount: 75,
    });
    expect(parse('cual es la cosa mas cara en la bodega')).toMatchObject({
      operation: 'rank',
      order: 'value_desc',
    });
    expect(gloss('cual es mi tercera herramienta mas barata')).toBe(
      'what is my third tool cheapest',
    );
    expect(gloss('q fue lo ultimo q agregamos')).toBe('what is the last thing that we added');
  });

  it('reads the thing first, then what is asked of it', () => {
    expect(gloss('el ventilador lasko cuanto cuesta?')).toBe(
      'what is the value of the ventilador lasko?',
    );
  });

  it('folds accents and opening marks the way a phone may or may not type them', () => {
    expect(gloss('¿Cuántas teles tenemos?')).toBe('how many tvs we have?');
  });

  it('reads a model code as one word, with no "q" inside it', () => {
    expect(gloss('donde esta la UN55Q70C')).toBe('where is the UN55Q70C');
    expect(gloss('how many things are from B&Q')).toBe('how many things are from B&Q');
  });

  it('reads what can be sold for a need', () => {
    expect(gloss('necesito 800 pa una bici nueva, q puedo vender')).toBe(
      'i need 800 for a bici new, what can i sell',
    );
  });

  it('leaves English, and English names with Spanish words, alone', () => {
    expect(gloss('Hay naku, where is the garage remote')).toBe(
      'Hay naku, where is the garage remote',
    );
    expect(gloss('what is in the la bodega')).toBe('what is in the la bodega');
    expect(gloss('is insurance cheaper in los angeles')).toBe(
      'is insurance cheaper in los angeles',
    );
  });
});
