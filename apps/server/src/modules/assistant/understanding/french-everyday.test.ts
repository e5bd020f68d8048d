import { describe, expect, it } from 'vitest';
import { frenchInEnglish } from './french.js';

describe('everyday and Québec French in a question', () => {
  it('mends question words typed one letter off', () => {
    expect(frenchInEnglish('combin vaut le garage')).toBe('what is the value of the garage');
    expect(frenchInEnglish('combin de livres')).toBe('how many books');
  });
  it('reads bounds on a value said before the figure', () => {
    expect(frenchInEnglish('combien de trucs en bas de 75$')).toBe('how many stuff under 75$');
    expect(frenchInEnglish('combien de bijoux au-dessus de 300')).toBe('how many jewelry over 300');
  });
  it('reads spans of time back from today', () => {
    expect(frenchInEnglish("combien vaut ce qu'on a ajouté dans les derniers 14 jours")).toBe(
      'what is the value of the things we have added in the last 14 days',
    );
  });
  it('reads "pis" as "and", and a heap of gear as its kind', () => {
    expect(frenchInEnglish('combien vaut le materiel de peche pis de ski')).toBe(
      'what is the value of the peche and ski',
    );
  });
  it('reads greetings, weather and swearing as talk, and needs and wishes', () => {
    expect(frenchInEnglish('bonjour, il fait froid dehors, combien vaut le salon au total')).toBe(
      'hello, it is cold out, what is the value of the living room in total',
    );
    expect(frenchInEnglish('besoin de 400$ vite, quoi vendre')).toBe(
      'i need 400$ fast, what to sell',
    );
    expect(frenchInEnglish('a quelle heure le match')).toBe('what time the match');
  });
  it('leaves English alone, even words one letter off a French one', () => {
    expect(frenchInEnglish('where is the collie lead')).toBe('where is the collie lead');
    expect(frenchInEnglish('what is the combine worth')).toBe('what is the combine worth');
    expect(frenchInEnglish('quell the noise, where is the fan')).toBe(
      'quell the noise, where is the fan',
    );
  });
});
