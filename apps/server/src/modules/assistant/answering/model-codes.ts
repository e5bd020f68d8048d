/**
 * Model codes as owners type them: "ms261" for a "Stihl MS 261", "QE55Q60B" as the notes hold it.
 * A code mixes letters and digits and is no word of its own.
 */
const CODE = /^(?=[a-z0-9-]*[a-z])(?=[a-z0-9-]*\d)[a-z0-9-]{4,}$/;

export const isModelCode = (word: string): boolean => CODE.test(word);

/** "ms261" → "ms 261": the code as a name prints it, letters and digits apart. */
export function spacedCode(word: string): string | undefined {
  if (!isModelCode(word)) return undefined;
  const spaced = word
    .replace(/-/g, ' ')
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ')
    .trim();
  return spaced === word ? undefined : spaced;
}

/** "RX40s", "the two XM5s": a code made plural the way a word is, by an "s" after its figures. */
export function singularCode(word: string): string | undefined {
  return isModelCode(word) && /\ds$/.test(word) ? word.slice(0, -1) : undefined;
}

/**
 * "The XM5" for "Sony WH-1000XM5", "the 5D" for "Canon EOS 5D": the end of a model code, from
 * where its letters turn to figures or back, names the thing as owners say it.
 */
export function endsACode(nameWord: string, short: string): boolean {
  if (!/[a-z]/.test(short) || !/\d/.test(short) || short.length < 2) return false;
  if (nameWord.length <= short.length || !nameWord.endsWith(short)) return false;
  const before = nameWord[nameWord.length - short.length - 1]!;
  const first = short[0]!;
  return /\d/.test(before) !== /\d/.test(first);
}

/** "EQ.6", "RX-100", "T3/5": a code whose name puts a dot, dash or slash inside, typed without. */
export const punctuatedCodes = (name: string): string[] =>
  (name.toLowerCase().match(/[a-z0-9]+(?:[./-][a-z0-9]+)+/g) ?? [])
    .map((code) => code.replace(/[./-]/g, ''))
    .filter((code) => /[a-z]/.test(code) && /\d/.test(code));
