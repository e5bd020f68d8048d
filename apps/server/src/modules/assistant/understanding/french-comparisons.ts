import { showsFrench } from './french.js';
import { foldAccents } from './other-languages.js';

/**
 * Two sets weighed in French: "y a-t-il plus de trucs dans A ou dans B" counts things, "A contre
 * B, en valeur" and "A ou B, lequel vaut le plus" weigh their worth. Glossed so a count is never
 * answered with a sum of dollars.
 */
const THINGS = String.raw`(?:affaires|trucs|choses|objets|items|articles|stock|bebelles|cossins)`;

const COMPARING: [RegExp, string][] = [
  // More things, not more worth: "plus d'objets", "le plus de choses".
  [
    new RegExp(
      String.raw`\b(?:y a-tu|y a-t-il|y a t'il|y'a tu|y a tu|est-ce qu'il y a|il y a-tu) (?:le )?plus (?:de |d')${THINGS}\b`,
      'g',
    ),
    'are there more things',
  ],
  [
    new RegExp(String.raw`\b(?:a|ont|contient|contiennent) le plus (?:de |d')${THINGS}\b`, 'g'),
    'has more things',
  ],
  [new RegExp(String.raw`\ble plus (?:de |d')${THINGS}\b`, 'g'), 'more things'],
  [new RegExp(String.raw`\bplus (?:de |d')${THINGS}\b`, 'g'), 'more things'],
  [
    new RegExp(String.raw`\ble (?:nombre|compte) (?:de |d')${THINGS}\b`, 'g'),
    'the number of things',
  ],
  // Worth: "en valeur", "en dollars", "en argent".
  [/\ben (?:valeur|dollars|argent)\b/g, 'by value'],
];

/** The question with French ways of weighing two sets glossed into English; else as it was. */
export function frenchComparisonsInEnglish(question: string): string {
  if (!showsFrench(question)) return question;
  let text = foldAccents(question.toLowerCase()).replace(/[’‘`]/g, "'");
  if (
    !/\bplus (?:de |d')|\ben (?:valeur|dollars|argent)\b|\b(?:nombre|compte) (?:de |d')/.test(text)
  )
    return question;
  const folded = text;
  for (const [pattern, english] of COMPARING) text = text.replace(pattern, english);
  // Nothing glossed: the question keeps its capitals, which tell names apart.
  return text === folded ? question : text;
}
