import { showsFrench } from './french.js';
import { foldAccents } from './other-languages.js';

/**
 * Lending and borrowing said in French, as Québec owners write it: "j'ai emprunté quoi", "je l'ai
 * empruntée chez qui", "qu'est-ce que je dois remettre", "prêtée à qui", "en retard", "quand
 * faut la ramener". Glossed into the English the loan rules read, so what was borrowed (not ours) is told
 * from what was lent (ours), and the French verbs are never taken for an item's name.
 */

/** Every form of "emprunter" (to borrow) and "prêter" (to lend), accents folded. */
const BORROWED = String.raw`(?:emprunt(?:e|ee|es|ees|er|ons|ez|ais|ait)?)`;
const LENT = String.raw`(?:pret(?:e|ee|es|ees|er|ons|ez|ais|ait))`;
/** "On", "je", "nous" with the object pronoun that may follow: "on l'a", "je les ai". */
const WE_HAVE = String.raw`(?:on|je|j'|nous)\s*(?:l'|les |le |la |lui |leur |y )?(?:a|ai|avons|avait|avais|avions)`;
/** "Doit", "faut", "devrait": what must be done. */
const MUST = String.raw`(?:doit|dois|devons|devez|doivent|faut|faudrait|devrait|devrais|devrions|faut que (?:je|j'|on|nous) )`;
/** "Rendre", "remettre", "redonner", "rapporter", "ramener": to give back. */
const GIVE_BACK = String.raw`(?:rendre|rend|rends|remettre|redonner|rapporter|ramener)`;

/** Lending words no English has: they show French even in a short question ("quand faut la remettre"). */
export const FRENCH_LENDING_ONLY = new RegExp(
  String.raw`\b(?:${BORROWED}|${LENT}|rendre|remettre|redonner|en retard)\b`,
);

const LENDING: [RegExp, string][] = [
  // "Je suis prête": ready, not lent.
  [/\b(?:etre|suis|sont|es|est|soit) (?:pret|prete|prets|pretes)\b/g, ' '],
  // Whom a thing came from or went to: "je l'ai empruntée à qui", "à qui j'ai prêté la scie".
  [
    new RegExp(String.raw`\b${WE_HAVE} ${BORROWED} (?:a|de|chez) qui\b`, 'g'),
    'who did we borrow from',
  ],
  [
    new RegExp(
      String.raw`\b(?:c'est )?(?:a|de|chez) qui (?:est-ce )?(?:qu')?${WE_HAVE} ${BORROWED}\b`,
      'g',
    ),
    'who did we borrow from',
  ],
  [new RegExp(String.raw`\b${WE_HAVE} ${LENT} a qui\b`, 'g'), 'who has'],
  [
    new RegExp(String.raw`\b(?:c'est )?a qui (?:est-ce )?(?:qu')?${WE_HAVE} ${LENT}\b`, 'g'),
    'who has',
  ],
  // What the owner must give back is what they borrowed: "qu'est-ce que je dois remettre".
  [
    new RegExp(
      String.raw`\b(?:qu'est-ce qu'|que |quoi )?(?:on|je|j'|nous) ${MUST}\s*(?:le |la |les |l')?${GIVE_BACK}\b`,
      'g',
    ),
    'what must we give back',
  ],
  // When a thing must come back: "quand faut la ramener", "quand doit-il revenir".
  [
    new RegExp(
      String.raw`\bquand (?:est-ce qu'|qu')?(?:il |on |je )?${MUST}?\s*(?:le |la |les |l')?${GIVE_BACK}\b`,
      'g',
    ),
    'when is it due back',
  ],
  [
    /\b(?:doit|doivent|devrait|devraient) (?:etre )?(?:rendu|rendus|rendue|rendues|revenir)\b/g,
    'is due back',
  ],
  // Late: "en retard", "pas remis à temps", "pas revenu".
  [/\b(?:est |sont )?en retard\b/g, 'overdue'],
  [
    /\b(?:qu'on nous a |qu'on m'a |on nous a |on m'a )?pas (?:encore )?(?:rendu|rendus|rendue|rendues|remis|revenu|revenus)(?: a temps)?\b/g,
    'not returned on time',
  ],
  [new RegExp(String.raw`\b${BORROWED}\b`, 'g'), 'borrowed'],
  [new RegExp(String.raw`\b${LENT}\b`, 'g'), 'lent'],
  // "Qu'est-ce qu'on a prêté à Sam": what went to someone, or came from them.
  [
    new RegExp(String.raw`\bqu'est-ce (?:qu'|que )${WE_HAVE} (borrowed|lent)\b`, 'g'),
    'what have we $1',
  ],
  [/\b(lent|give back) a\b/g, '$1 to'],
  [/\bborrowed (?:a|de|chez)\b/g, 'borrowed from'],
  [/\b(?:et|pis|puis),? a qui\b/g, 'and to whom'],
  [/\bprets?\b/g, 'loans'],
  [/\bemprunts\b/g, 'borrowed things'],
];

/** The question with French lending words glossed into English; else as it was. */
export function frenchLendingInEnglish(question: string): string {
  if (!showsFrench(question) && !FRENCH_LENDING_ONLY.test(foldAccents(question.toLowerCase())))
    return question;
  let text = foldAccents(question.toLowerCase()).replace(/[’‘`]/g, "'");
  if (!/\b(?:emprunt|pret|rend|remettre|redonner|rapporter|ramener|retard|revenu)/.test(text))
    return question;
  const folded = text;
  for (const [pattern, english] of LENDING) text = text.replace(pattern, english);
  // Nothing glossed: the question keeps its capitals, which tell names apart.
  return text === folded ? question : text;
}
