/**
 * Everyday and Québec French the owner mixes into questions: question words typed in a hurry
 * ("combin", "pourqoi"), bounds on a value ("en bas de 200$"), spans of time ("les derniers 30
 * jours"), "pis" for "and", greetings and talk about the weather, and the words for a heap of
 * gear ("le stock de ski"). They are glossed into English before the rest of the French.
 */

/** French question words, whose one-letter slips are mended before anything else is read. */
const QUESTION_WORDS = ['combien', 'pourquoi', 'quelles', 'lesquels', 'lesquelles', 'laquelle'];
/** Spellings one letter off that are words of their own ("quelle"), never mended. */
const WORDS_OF_THEIR_OWN = new Set(['quelle', 'quells', 'lesquelle']);

/**
 * Every spelling of a word with one letter dropped. Swapped letters are left alone: they make
 * English words too ("combien" → "combine").
 */
const slipsOf = (word: string): string[] =>
  [...word].map((_, at) => word.slice(0, at) + word.slice(at + 1));

const MENDED = new Map<string, string>();
for (const word of QUESTION_WORDS)
  for (const slip of slipsOf(word))
    if (slip.length >= 5 && !QUESTION_WORDS.includes(slip) && !WORDS_OF_THEIR_OWN.has(slip))
      MENDED.set(slip, word);

/** The question with its French question words spelled right ("combin" → "combien"). */
export function withFrenchQuestionWordsMended(question: string): string {
  return question.replace(/[\p{L}]+/gu, (word) => {
    const mended = MENDED.get(word.toLowerCase());
    return mended ?? word;
  });
}

/** Words that show French on their own, in everyday or Québec speech. */
export const EVERYDAY_MARKERS = (
  'pis puis salut bonjour bonsoir allo coucou dehors froid neige tabarnouche tabarnak tabarnac ' +
  'tabarouette calisse crisse coudonc maudit besoin vendre acheter'
).split(' ');

/** Run before the other French phrases, so "au total" is read before "au" alone. */
export const EVERYDAY_PHRASES: [RegExp, string][] = [
  // Greetings and the weather said on the way in: talk, never a thing to look for.
  [/\b(?:bon matin|bonne (?:journee|soiree|nuit)|bonjour|bonsoir|salut|allo|coucou)\b/g, 'hello'],
  [/\b(?:il )?fait (?:fret|froid|chaud|beau|frette)(?: en \w+)?(?: dehors)?\b/g, 'it is cold out'],
  [/\b(?:fret|frette|froid) en (?:\w+ )?(?:dehors|ce matin|aujourd'hui)\b/g, 'cold out'],
  [/\bla (?:neige|pluie|tempete) (?:arrive|tombe|s'en vient)\b/g, 'snow is coming'],
  [/\b(?:tabarnouche|tabarnak|tabarnac|tabarouette|calisse|crisse|coudonc|maudit)\b/g, ''],
  // Bounds on a value, said before the figure: "en bas de 200$", "au-dessus de 1000".
  [/\b(?:en bas de|en dessous de|au[- ]dessous de|sous la barre de)\s*(?=\$?\s?\d)/g, 'under '],
  [/\b(?:en haut de|au[- ]dessus de|pardessus)\s*(?=\$?\s?\d)/g, 'over '],
  [/\bau moins\s*(?=\$?\s?\d)/g, 'at least '],
  [/\b(?:au plus|au maximum|pas plus de)\s*(?=\$?\s?\d)/g, 'at most '],
  [/\ben bas\b/g, 'downstairs'],
  // Spans of time back from today.
  [/\b(?:(?:les|la|le|ces) )?(?:derniers|dernieres) (\d+) jours\b/g, 'the last $1 days'],
  [/\b(?:(?:les|la|le|ces) )?(?:derniers|dernieres) (\d+) semaines\b/g, 'the last $1 weeks'],
  [/\b(?:(?:les|la|le|ces) )?(?:derniers|dernieres) (\d+) mois\b/g, 'the last $1 months'],
  [/\b(?:le )?mois (?:passe|dernier)\b/g, 'last month'],
  [/\b(?:la )?semaine (?:passee|derniere)\b/g, 'last week'],
  [/\b(?:l'annee|l'an) (?:passee|passe|derniere|dernier)\b/g, 'last year'],
  [/\bcette annee\b/g, 'this year'],
  [/\bcette semaine\b/g, 'this week'],
  [/\bce mois-ci\b/g, 'this month'],
  [/\bdepuis\b/g, 'since'],
  // What the household owns, said as a whole: "ce qu'on a", "tout le garage".
  [/\bce (?:qu'on a|que (?:j'ai|nous avons|on a))\b/g, 'the things we have'],
  [/\bau total\b|\ben tout\b(?! cas)/g, 'in total'],
  [/\btout (?:le|la|l')\s*/g, 'all the '],
  // A heap of gear of a sport or a craft: "le stock de ski", "le matériel de pêche".
  [
    /\b(?:stock|materiel|equipement|bebelles|cossins|gear|kit) (?:de |d')(?!(?:valeur|prix)\b)/g,
    '',
  ],
  [/\b(?:pis|puis|et) (?:de |d')(?=[a-z])/g, 'and '],
  // Needs and wishes: "besoin de 500$ vite, quoi vendre".
  [/\b(?:j'ai |on a )?besoin (?:de |d')/g, 'i need '],
  [/\bquoi (?=vendre|acheter|assurer)/g, 'what to '],
  [/\b(?:a )?quelle heure\b/g, 'what time'],
  [/\bquand est-ce (?:que|qu')\s*/g, 'when '],
  [/\best-ce (?:que|qu')\s*/g, ''],
];

export const EVERYDAY_WORDS: Record<string, string> = {
  pis: 'and',
  puis: 'and',
  vite: 'fast',
  vendre: 'sell',
  acheter: 'buy',
  assurer: 'insure',
  dehors: 'outside',
  sur: 'on',
  chez: 'at',
  chaque: 'each',
  plusieurs: 'several',
  quelques: 'some',
  pourquoi: 'why',
  avant: 'before',
  apres: 'after',
  neige: 'snow',
};
