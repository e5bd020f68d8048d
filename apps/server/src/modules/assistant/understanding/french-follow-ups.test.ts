import { describe, expect, it } from 'vitest';
import { frenchFollowUpInEnglish } from './french-follow-ups.js';

describe('short French follow-ups', () => {
  it('says a rank, an overdue pick and a place asked after a turn in English', () => {
    expect(frenchFollowUpInEnglish('pis la 3e?')).toBe('and the 3rd?');
    expect(frenchFollowUpInEnglish('et le 11e')).toBe('and the 11th');
    expect(frenchFollowUpInEnglish('Lesquels sont en retard?')).toBe('which one is overdue?');
    expect(frenchFollowUpInEnglish('Et elle est où?')).toBe('and where is it?');
  });
  it('leaves longer questions and other openings alone', () => {
    const long = 'pis la 3e chose la plus chère dans le garage, elle vaut combien?';
    expect(frenchFollowUpInEnglish(long)).toBe(long);
    expect(frenchFollowUpInEnglish('la 3e?')).toBe('la 3e?');
  });
});
