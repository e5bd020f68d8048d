import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A household that names its rooms and things in English and is asked about them in French. */
const vocabulary: Vocabulary = {
  categories: ['appliances', 'garden', 'music', 'collectibles', 'paintings', 'clothing'],
  locations: [
    'Shed',
    'Car',
    'Patio',
    'Storage locker',
    'Basement',
    'Kitchen',
    'Guest bedroom',
    "Hugo's room",
    'Main bedroom',
  ],
  brands: ['Bosch', 'Husqvarna', 'Dyson', 'Yamaha'],
  words: [
    'bosch',
    'dishwasher',
    'dryer',
    'husqvarna',
    'leaf',
    'blower',
    'wine',
    'rack',
    'vinyl',
    'cello',
    'cabana',
    'ladder',
    'tires',
    'dyson',
    'vacuum',
    'yamaha',
    'piano',
    'policy',
  ],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-14', knowledge });

describe('French household nouns for an inventory named in English', () => {
  it('reads French and Québec words for places as the owner’s rooms', () => {
    expect(parse("Combien d'objets dans la remise?").filters.locations).toEqual(['Shed']);
    expect(parse("Qu'est-ce qu'il y a dans la voiture?").filters.locations).toEqual(['Car']);
    expect(parse('Les choses sur la terrasse valent combien?').filters.locations).toEqual([
      'Patio',
    ]);
    expect(parse('Combien de trucs dans mon casier?').filters.locations).toEqual([
      'Storage locker',
    ]);
  });
  it('reads someone’s room said in French as their room', () => {
    expect(parse("Combien de choses dans la chambre d'Hugo?").filters.locations).toEqual([
      "Hugo's room",
    ]);
    expect(parse('Quoi vaut le plus dans la chambre à Hugo?').filters.locations).toEqual([
      "Hugo's room",
    ]);
  });
  it('reads a French noun of a thing, singular, plural or elided, as its English name', () => {
    expect(parse('La sécheuse, elle est où?').phrase).toEqual(['dryer']);
    expect(parse("C'est où l'échelle?").phrase).toEqual(['ladder']);
    expect(parse('Le souffleur à feuilles vaut combien?').phrase).toEqual(['leaf', 'blower']);
    expect(parse("Mes pneus d'été, ils sont où?").phrase).toEqual(['summer', 'tires']);
  });
  it('prefers the French reading to a near English word', () => {
    const wine = parse('Le vin, il est rangé où?');
    expect(wine.phrase).toEqual(['wine']);
    const theOne = parse('Ma chambre ou celle de Paul, laquelle vaut le plus?');
    expect(Object.values(theOne.corrections)).not.toContain('cello');
    const shed = parse("Qu'est-ce qui vaut le plus dans le cabanon?");
    expect(shed.filters.locations).toEqual(['Shed']);
    expect(Object.values(shed.corrections)).not.toContain('cabana');
  });
  it('reads the whole of a category said in French', () => {
    expect(parse('Les collections pis la musique, ça vaut combien?').filters.categories).toEqual(
      expect.arrayContaining(['collectibles']),
    );
  });
});

describe('a field of one thing asked in French', () => {
  it('answers the field asked, not a summary', () => {
    expect(parse('Le Dyson, il est dans quel état?')).toMatchObject({
      operation: 'field',
      field: 'condition',
    });
    expect(parse('Le piano Yamaha, on l’a ajouté quand?')).toMatchObject({
      operation: 'field',
      field: 'added',
    });
    expect(parse('Dans quelle catégorie est le lave-vaisselle?')).toMatchObject({
      operation: 'field',
      field: 'category',
    });
  });
  it('reads "aujourd’hui" beside a value as now, not as things added today', () => {
    const query = parse("Mon piano Yamaha, il vaut combien aujourd'hui?");
    expect(query.operation).toBe('total');
    expect(query.filters.addedSince).toBeUndefined();
  });
});
