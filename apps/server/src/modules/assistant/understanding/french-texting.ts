/**
 * Québec French as it is texted: shorthand ("cb", "c quoi", "jai", "jsp"), the "-tu" that makes
 * a question ("y a-tu"), the talk around a question ("désolée de te déranger", "genre", "lol",
 * "stp") and the everyday words for the operations and filters ("la dernière chose ajoutée",
 * "en mauvais état", "publics", "la valeur totale de ce qu'il y a"). Talk is glossed away, never
 * searched for; the rest is glossed into the English the parser reads, before other French.
 */

/** Shorthand spelled out first, so the French phrases read it ("cb de" is "combien de"). */
const SHORTHAND: [RegExp, string][] = [
  [/\bcb\b/gi, 'combien'],
  [/\bc(?:'|’| |)est[- ]?quoi\b|\bc quoi\b|\bkess?(?:é|e)\b|\bkoss?(?:é|e)\b/gi, "c'est quoi"],
  [/\bcest\b/gi, "c'est"],
  [/\bjai\b/gi, "j'ai"],
  [/\b(?:jsuis|chu|chus|jsus)\b/gi, 'je suis'],
  // "Je sais pas" and its shorthand: talk before the question, never a thing.
  [
    /\b(?:jsp|jsais pas|chais pas|je sais pas|je ne sais pas)(?: si (?:tu|vous) (?:peux|peut|pouvez|sais|sait|savez))?(?: (?:si|trop))?\b/gi,
    '',
  ],
  // The Québec "-tu" turns a statement into a question: "y a-tu", "c'est-tu", "ça vaut-tu".
  [
    /(?<=\b(?:a|est|c'est|vaut|valent|coute|coûte|reste|restent|sont|ont|traine|traîne))[- ]tu\b/gi,
    '',
  ],
];

/** Words only French has, typed or texted: one of them shows the question is French. */
export const TEXTING_MARKERS = (
  'combien truc jsuis jsp fds stp svp desolee desole deranger mauvais etat publics publiques ' +
  'derniere dernier dernieres derniers ajoutee ajoutees ajoutes valeur totale trainent traine'
).split(' ');

/** Phrases of the operations, filters and talk, read before the other French phrases. */
export const TEXTING_PHRASES: [RegExp, string][] = [
  // Talk around the question.
  [
    /\b(?:desolee?s?|pardon) (?:de |d')(?:te |vous )?(?:deranger|achaler|embeter)\b/g,
    'sorry to bother you',
  ],
  [/\bs'il (?:te|vous) plait\b|\bstp\b|\bsvp\b/g, 'please'],
  [/\b(?:lol|mdr|ptdr|tsé|tse|faque|fait que)\b/g, ''],
  [/\bgenre\b|\bsi tu (?:peux|peut|sais|veux)\b|,? (?:tu sais|tsais|vous savez)\b/g, ''],
  [/\bfds\b|\bfin de semaine\b/g, 'weekend'],
  [
    /\b(?:veut|voudrait|veulent|voudraient|aimerait|aimeraient) (?:savoir|connaitre)\b/g,
    'wants to know',
  ],
  [/\btout ensemble\b|\bau complet\b/g, 'in total'],
  // What is there, as a whole: "tout ce qu'il y a dans", "le stock dans le garage".
  [/\b(?:tout )?ce (?:qu'il y a|qu'y a|qui (?:est|se trouve|traine|trainent))\b/g, 'everything'],
  [/\btout (?:le|mon|notre) (?:stock|bazar|barda|bataclan)\b(?! (?:de |d'))/g, 'everything'],
  [/\bqui (?:traine|trainent|dort|dorment)\b/g, ''],
  // "Notre chambre, à Minh pis moi": whose the room is, said after it, is no thing to find.
  [
    /\b(chambre|piece|bureau|salon|garage|sous-sol|char|auto),? (?:a|de) [a-z]+ (?:pis|et) (?:moi|nous)\b/g,
    '$1',
  ],
  // "Il y a 3 jours" is a time ago, read elsewhere; "y a" before anything else is "there is".
  [
    /\b(?:il )?y(?:'| )a\b(?! (?:\d+|un|une|deux|trois|quelques) (?:jours?|semaines?|mois|ans?|annees?)\b)/g,
    'there is',
  ],
  // Figures: "la valeur totale", "le montant total".
  [/\b(?:la )?valeur totale\b|\b(?:le )?montant total\b/g, 'the total value'],
  // The newest: "la dernière chose (qu'on a) ajoutée".
  [
    /\b(?:la |le |les )?(?:dernieres?|derniers?|plus recente?s?) (?:chose|affaire|truc|objet|item|article)s? (?:(?:qu'on a|que j'ai|que nous avons|qu'il a|qu'elle a) )?(?:ete )?ajoute(?:e|es|s)?\b/g,
    'the most recently added item',
  ],
  [/\b(?:ajoute|ajoutee|ajoutes|ajoutees) (?:en )?(?:dernier|derniere)\b/g, 'most recently added'],
  // "Les 3 trucs les plus chers": the figure is how many of the most expensive.
  [
    /\b(?:les |mes |nos )?(\d+) (?:trucs|affaires|choses|objets|items|articles) (?:les|le|la) plus (?:chers|cheres|cher|chere)\b/g,
    'the top $1 most expensive',
  ],
  [
    /\b(?:les |mes |nos )?(\d+) (?:trucs|affaires|choses|objets|items|articles) (?:les|le|la) moins (?:chers|cheres|cher|chere)\b/g,
    'the $1 cheapest',
  ],
  // "Le truc le moins cher": the thing is the superlative's, not a thing to find.
  [/\b(?:le |la |l')?(?:truc|affaire|chose|objet|item|article) (?=(?:le|la) (?:plus|moins) )/g, ''],
  // Condition, as owners say it.
  [
    /\ben (?:tres )?(?:mauvais|piteux|pietre) etat\b|\bpas en bon etat\b|\bmagane(?:e|s|es)?\b|\bbrise(?:e|s|es)?\b/g,
    'in poor condition',
  ],
  [/\ben (?:etat )?(?:moyen|passable|correct)(?: etat)?\b/g, 'in fair condition'],
  [/\ben (?:tres bon|excellent|parfait) etat\b/g, 'in excellent condition'],
  [/\ben bon etat\b/g, 'in good condition'],
  // "On a" is "we have", but not inside "ce qu'on a" (the things we have), read later.
  [/(?<!qu')\bon a\b/g, 'we have'],
  // The question word said last: "les trucs entre 10 et 20$, c'est quoi?".
  [/^(?!c'est quoi\b)(.+?),? c'est quoi(?=[^a-z]*(?:-\s*[a-z]+)?[^a-z]*$)/, "c'est quoi $1"],
  [/\bl'inventaire\b/g, 'the inventory'],
  [/\ba (?=the inventory\b)/g, 'to '],
];

export const TEXTING_WORDS: Record<string, string> = {
  truc: 'thing',
  affaire: 'thing',
  publics: 'public',
  publiques: 'public',
  publique: 'public',
  prives: 'private',
  privees: 'private',
  totale: 'total',
  derniere: 'last',
  dernier: 'last',
  ajoutee: 'added',
  ajoutees: 'added',
  ajoutes: 'added',
  mais: 'but',
  suis: 'am',
  peux: 'can',
  peut: 'can',
  peuvent: 'can',
  voir: 'see',
  ceux: 'those',
  celles: 'those',
  tu: 'you',
  te: 'you',
  si: 'if',
};

/** The question with its texting shorthand spelled out ("cb" → "combien"). */
export const withFrenchShorthandSpelledOut = (question: string): string =>
  SHORTHAND.reduce((text, [pattern, spelled]) => text.replace(pattern, spelled), question);
