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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
  lakh: 100000,
  million: 1000000,
  crore: 10000000,
  billion: 1000000000,
};

/** Words that multiply what is said before them ("fifteen hundred", "two thousand", "one lakh"). */
const MAGNITUDES = new Set(['hundred', 'thousand', 'lakh', 'million', 'crore', 'billion']);
/** Said for "two" and "four" by voice dictation, but only right before a magnitude. */
const SOUNDS_LIKE: Readonly<Record<string, string>> = { to: 'two', too: 'two', for: 'four' };

const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|');
/** A run of number words, with the "a" and "and" spoken between them ("two and a half thousand"). */
const SPOKEN_NUMBER = new RegExp(
  String.raw`\b(?:(?:a|to|too|for|${NUMBER_WORD})[\s-]+)?(?:${NUMBER_WORD})(?:[\s-]+(?:and[\s-]+a[\s-]+half|and|a|${NUMBER_WORD}))*\b`,
  'g',
);

/** The value of a run of number words, or undefined when it is not one number. */
function valueOfWords(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  for (let index = 0; index < words.length; index++) {
    const word = SOUNDS_LIKE[words[index]!] ?? words[index]!;
    if (word === 'and') continue;
    if (word === 'a' && words[index + 1] === 'half') {
      current += 0.5;
      index++;
    } else if (word === 'a') current = Math.max(current, 1);
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (MAGNITUDES.has(word)) {
      total += (current || 1) * NUMBER_WORDS[word]!;
      current = 0;
    } else if (NUMBER_WORDS[word] !== undefined) current += NUMBER_WORDS[word];
    else return undefined;
  }
  return total + current;
}

const largest = (words: string[]) =>
  Math.max(0, ...words.map((word) => (MAGNITUDES.has(word) ? NUMBER_WORDS[word]! : 0)));

/**
 * "One hundred and five hundred" are two numbers: an "and" starts a new one when a magnitude as
 * large as the one just said follows it; "two thousand and five hundred" stays one.
 */
function separateNumbers(words: string[]): string[][] {
  const numbers: string[][] = [[]];
  words.forEach((word, index) => {
    const current = numbers[numbers.length - 1]!;
    const after = words.slice(index + 1);
    const nextAnd = after.indexOf('and');
    const following = nextAnd < 0 ? after : after.slice(0, nextAnd);
    const ended = MAGNITUDES.has(current[current.length - 1] ?? '');
    if (
      word === 'and' &&
      ended &&
      following[1] !== 'half' &&
      largest(following) >= largest(current)
    )
      numbers.push([]);
    else current.push(word);
  });
  return numbers;
}

/** A homophone ("to", "for") stands for a number only right before a magnitude. */
function spokenValue(words: string[]): string | undefined {
  if (!words.some((word) => MAGNITUDES.has(word))) return undefined;
  const head = words[0]!;
  const homophone = SOUNDS_LIKE[head] !== undefined && !MAGNITUDES.has(words[1] ?? '');
  const value = valueOfWords(homophone ? words.slice(1) : words);
  if (value === undefined) return undefined;
  return [...(homophone ? [head] : []), String(Math.round(value))].join(' ');
}

/**
 * Amounts spoken rather than typed become figures: "fifteen hundred" → 1500, "a thousand" → 1000,
 * "two and a half thousand" → 2500, "to thousand" (dictated "two") → 2000. Only runs with a
 * hundred, thousand or million in them: "the other one" or "top five" stay words, read where a
 * count is meant. Trailing "and"/"a" stay as they were ("five hundred and a bit").
 */
export function speltOutAmounts(text: string): string {
  return text.replace(SPOKEN_NUMBER, (run) => {
    const words = run.split(/[\s-]+/);
    const trailing: string[] = [];
    while (/^(?:and|a)$/.test(words[words.length - 1] ?? '')) trailing.unshift(words.pop()!);
    const numbers = separateNumbers(words).map((number) => spokenValue(number) ?? number.join(' '));
    return [numbers.join(' and '), ...trailing].join(' ');
  });
}

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
