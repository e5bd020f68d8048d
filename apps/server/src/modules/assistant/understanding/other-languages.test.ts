import { describe, expect, it } from 'vitest';
import { tokenize } from './tokens.js';

describe('words of another language inside an English question', () => {
  it('reads Spanish small words, rooms and things of a home in English', () => {
    expect(tokenize('y en el garaje?')).toEqual(['and', 'in', 'the', 'garage']);
    expect(tokenize('how much is mi lavadora')).toEqual([
      'how',
      'much',
      'is',
      'my',
      'washing',
      'machine',
    ]);
  });
  it('folds accents a keyboard may or may not type', () => {
    expect(tokenize('dónde está el móvil')).toEqual(['where', 'esta', 'the', 'phone']);
    expect(tokenize('cuántos libros')).toEqual(['how', 'many', 'books']);
  });
  it('leaves English words alone', () => {
    expect(tokenize('the sofa and the table')).toEqual(['the', 'sofa', 'and', 'the', 'table']);
  });
});
