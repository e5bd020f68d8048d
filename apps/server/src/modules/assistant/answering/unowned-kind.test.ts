import { describe, expect, it } from 'vitest';
import { WordNetThesaurus } from '../understanding/thesaurus.js';
import { factItem } from './fact-item.fixture.js';
import { unownedKind } from './unowned-kind.js';

const thesaurus = new WordNetThesaurus();
const machines = [
  factItem('Brother Embroidery Machine', { category: 'household items' }),
  factItem('Nespresso Coffee Machine', { category: 'kitchenware' }),
];

describe('unownedKind', () => {
  it('says a thing is not owned when only its generic word matches', () => {
    expect(unownedKind(machines, ['popcorn', 'machine'], thesaurus)).toBe(true);
    expect(unownedKind([factItem('Canvas Tent', {})], ['oxygen', 'tent'], thesaurus)).toBe(true);
  });
  it('keeps items a describing word or a word of their own names', () => {
    expect(unownedKind(machines, ['coffee', 'machine'], thesaurus)).toBe(false);
    expect(unownedKind(machines, ['big', 'machine'], thesaurus)).toBe(false);
    expect(unownedKind(machines, ['machine'], thesaurus)).toBe(false);
    expect(unownedKind(machines, ['embroid', 'machine'], thesaurus)).toBe(false);
  });
});
