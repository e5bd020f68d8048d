/** Numbers people write out as words, in questions and in the entries of lists and receipts. */

/** English numbers written as words ("top five", "the last two weeks", "twelve chairs"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  hundred: 100,
  thousand: 1000,
};

/** Counts in front of a thing's name in the other languages documents are read in. */
const OTHER_LANGUAGE_COUNTS: Readonly<Record<string, number>> = {
  zwei: 2,
  drei: 3,
  vier: 4,
  deux: 2,
  trois: 3,
  quatre: 4,
  dos: 2,
  tres: 3,
  cuatro: 4,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  due: 2,
  tre: 3,
  quattro: 4,
  twee: 2,
  drie: 3,
  dua: 2,
  tiga: 3,
  empat: 4,
};

/**
 * How many pieces the words in front of an entry's name give ("two lamps", "a pair of boots",
 * "zwei Stühle"). Only small counts: "twenty" or "hundred" before a name is rarely a quantity.
 */
export const QUANTITY_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n <= 12)),
  'a pair of': 2,
  'pair of': 2,
  'a couple of': 2,
  'couple of': 2,
  'a dozen': 12,
  dozen: 12,
  ...OTHER_LANGUAGE_COUNTS,
};
