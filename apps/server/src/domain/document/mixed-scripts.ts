/**
 * A Cyrillic or Greek word read from a photo often carries Latin letters that look the same
 * ("Укупaн" with a Latin a, "ΤEΛΟΣ" with a Latin E). A word written mostly in one of those
 * scripts gets its look-alike Latin letters back in that script, so its till words are known.
 * Words wholly in Latin ("EUR", "VISA") stay as they are.
 */
const TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  j: 'ј',
};
const TO_GREEK: Record<string, string> = {
  A: 'Α',
  B: 'Β',
  E: 'Ε',
  H: 'Η',
  I: 'Ι',
  K: 'Κ',
  M: 'Μ',
  N: 'Ν',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
  X: 'Χ',
  Y: 'Υ',
  Z: 'Ζ',
  o: 'ο',
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
const LATIN = /[A-Za-z]/;

function unmixWord(word: string): string {
  if (!LATIN.test(word)) return word;
  const table = CYRILLIC.test(word) ? TO_CYRILLIC : GREEK.test(word) ? TO_GREEK : null;
  if (!table) return word;
  const latin = [...word].filter((c) => LATIN.test(c));
  // Only look-alikes may go over: "iPhone" beside nothing Cyrillic never reaches here, and a
  // word with a Latin letter that has no twin is a code or a mixed name, left as it is.
  if (!latin.every((c) => c in table)) return word;
  return [...word].map((c) => table[c] ?? c).join('');
}

/** The text with each mostly Cyrillic or Greek word's Latin look-alikes put back in its script. */
export function unmixScripts(text: string): string {
  if (!LATIN.test(text) || !(CYRILLIC.test(text) || GREEK.test(text))) return text;
  return text.replace(/\p{L}+/gu, unmixWord);
}
