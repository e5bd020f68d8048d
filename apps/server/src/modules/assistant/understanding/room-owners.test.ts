import { describe, expect, it } from 'vitest';
import { roomOwners } from './room-owners.js';

describe('the people a room is named after', () => {
  it('reads a room word, "of" and capitalised names in other languages', () => {
    expect(roomOwners('quarto da Bia')).toEqual(['bia']);
    expect(roomOwners('habitación de Nico y Vale')).toEqual(['nico', 'vale']);
    expect(roomOwners('Zimmer von Jonas')).toEqual(['jonas']);
  });
  it('still reads rooms said with "\'s"', () => {
    expect(roomOwners("Priya and Dev's room")).toEqual(['priya', 'dev']);
    expect(roomOwners("the twins' bedroom")).toEqual(['twin']);
  });
  it('names no one for a room of a use or a plain room', () => {
    expect(roomOwners('cuarto de lavado')).toBeUndefined();
    expect(roomOwners('sala de estar')).toBeUndefined();
    expect(roomOwners('Kitchen')).toBeUndefined();
  });
});
