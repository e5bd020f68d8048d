/**
 * Everyday French words that sit one or two letters from an English word ("celle" and "cello",
 * "elle" and "elbe", "deja" and "dea"): glossed before the fuzzy matching can take them for
 * that word. Pronouns and adverbs only; the nouns of a home are in french-household-nouns.ts.
 */
export const NOT_TYPO_WORDS: Readonly<Record<string, string>> = {
  elle: 'it',
  elles: 'they',
  ils: 'they',
  lui: 'him',
  eux: 'them',
  celle: 'the one',
  celui: 'the one',
  celles: 'the ones',
  ceux: 'the ones',
  ceci: 'this',
  cela: 'that',
  deja: '',
  encore: 'still',
  aussi: 'also',
  peux: 'can',
  peut: 'can',
  pouvez: 'can',
  trainent: '',
  traine: '',
  ensemble: 'together',
  versus: 'versus',
  cest: 'it is',
  'peux-tu': 'can you',
  'pouvez-vous': 'can you',
  traduire: 'translate',
  traduis: 'translate',
};
