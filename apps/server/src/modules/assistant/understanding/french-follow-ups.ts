/**
 * Short French second turns that lean on the one before: "pis le 2e?" (the second of the
 * ranking just given), "lequel est en retard?" (which of the loans just listed), "pis il est
 * où?" (where the thing just named is). Said as the English follow-ups they are.
 */
const FOLLOW_UP_OPENING =
  /^\W*(?:(?:et|pis|puis|pi|ok|ok pis|pis donc|et donc)\b|(?:lequel|laquelle|lesquels|lesquelles)\b)/i;

const englishOrdinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

const FOLLOW_UP_WORDS: [RegExp, string | ((...said: string[]) => string)][] = [
  [/^\W*(?:et|pis|puis|pi)\b/i, 'and'],
  [
    /\b(?:le|la) (\d+)\s*(?:e|è|eme|ème|ieme|ième)\b/gi,
    (_said, n) => `the ${englishOrdinal(Number(n))}`,
  ],
  [/\b(?:le|la) deuxi[eè]me\b/gi, 'the second'],
  [/\b(?:le|la) troisi[eè]me\b/gi, 'the third'],
  [/\b(?:lequel|laquelle|lesquels|lesquelles) (?:est|sont) en retard\b/gi, 'which one is overdue'],
  [
    /\b(?:il|elle|ils|elles) (?:est|sont) o[uù](?!\p{L})|\bo[uù] (?:est|sont)[- ](?:il|elle)s?\b|\bo[uù] (?:il|elle) est\b/giu,
    'where is it',
  ],
];

/** A short French follow-up said in English; any other question as it was. */
export function frenchFollowUpInEnglish(question: string): string {
  if (!FOLLOW_UP_OPENING.test(question) || question.split(/\s+/).length > 6) return question;
  let result = question;
  for (const [pattern, english] of FOLLOW_UP_WORDS)
    result = result.replace(pattern, english as string);
  return result;
}
