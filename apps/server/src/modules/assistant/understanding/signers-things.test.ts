import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { withSignersThings } from './signers-things.js';

/** A flat where each flatmate's things carry their name as a tag. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'jewelry', 'books'],
  locations: ['Lounge', "Ismaël's room", "Ruth's room", 'Hallway'],
  brands: ['Sony', 'Pandora'],
  words: ['sony', 'pandora', 'bracelet', 'camera', 'ismaël', 'ismael', 'ruth', 'priya'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-05-05' });

describe("the signer's own things", () => {
  it('says "mes affaires" and "my stuff" as whose they are', () => {
    expect(withSignersThings('combien valent mes affaires (this is ruth)', vocabulary)).toBe(
      "combien valent ruth's things (this is ruth)",
    );
    expect(withSignersThings('what is my stuff worth (this is ismael)', vocabulary)).toBe(
      "what is ismael's things worth (this is ismael)",
    );
    expect(withSignersThings('mes bracelets valent combien (this is priya)', vocabulary)).toBe(
      "priya's bracelets valent combien (this is priya)",
    );
  });
  it('reads them as the things their name is on', () => {
    expect(parse('cb valent toutes mes affaires? (ruth)').phrase).toContain('ruth');
    const query = parse('mes trucs electroniques ca vaut cb? -ismael');
    expect(query.phrase).toContain('ismael');
  });
  it('leaves them alone unsigned, for someone the data does not name, and for "ma chambre"', () => {
    expect(withSignersThings('combien valent mes affaires', vocabulary)).toBe(
      'combien valent mes affaires',
    );
    expect(withSignersThings('combien valent mes affaires (this is zed)', vocabulary)).toBe(
      'combien valent mes affaires (this is zed)',
    );
    expect(withSignersThings('mes chambres (this is ruth)', vocabulary)).toBe(
      'mes chambres (this is ruth)',
    );
  });
});
