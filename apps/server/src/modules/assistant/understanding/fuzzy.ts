import { editDistance } from '../../../domain/words/edit-distance.js';

/** How many edits a typed word of this length may carry and still be recognised. */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  // "mbp", "ssd", "hdd": three letters and no vowel are a short name's initials, not a typo.
  if (word.length === 3 && !/[aeiouy]/.test(word)) return 0;
  if (word.length <= 5) return 1;
  return 2;
}

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const keyAt = (letter: string) => {
  const row = KEY_ROWS.findIndex((keys) => keys.includes(letter));
  return row < 0 ? undefined : { row, column: KEY_ROWS[row]!.indexOf(letter) };
};
/** Two letters side by side or above one another on a keyboard: the slip of a finger. */
const besideOnKeyboard = (a: string, b: string) => {
  const [one, other] = [keyAt(a), keyAt(b)];
  return (
    !!one &&
    !!other &&
    Math.abs(one.row - other.row) <= 1 &&
    Math.abs(one.column - other.column) <= 1
  );
};

/**
 * "Kia" is no typo of "kit": in a word of three letters, one letter swapped for another leaves
 * too little of it, unless the finger slipped to the key beside ("bwd" for "bed").
 */
function farSwapInShortWord(typed: string, word: string): boolean {
  if (typed.length !== 3 || word.length !== 3) return false;
  const swapped = [...typed].flatMap((letter, index) =>
    letter === word[index] ? [] : [[letter, word[index]!] as const],
  );
  return swapped.length === 1 && !besideOnKeyboard(...swapped[0]!);
}

/**
 * The known word closest to a typed one, or undefined when none is within the allowed edits.
 * Ties prefer the same first letter, then the more common word (earlier in `known`).
 */
export function closestWord(typed: string, known: Iterable<string>): string | undefined {
  const limit = allowedEdits(typed);
  if (limit === 0) return undefined;
  let best: string | undefined;
  let bestScore = Infinity;
  for (const word of known) {
    if (Math.abs(word.length - typed.length) > limit || word.length < 3) continue;
    // A short word with another first letter is another word ("xbox" is no "box").
    if (typed.length <= 5 && word[0] !== typed[0]) continue;
    const distance = editDistance(typed, word, limit);
    if (distance > limit || farSwapInShortWord(typed, word)) continue;
    // A shortened word ("laptp", "hw") keeps its first letter; a different first letter costs.
    // Typing drops letters more often than it adds them: prefer the longer word on a tie.
    const score =
      distance +
      (word[0] === typed[0] ? 0 : 0.6) +
      (word.length < typed.length ? 0.3 : word.length === typed.length ? 0.1 : 0);
    if (score < bestScore) {
      best = word;
      bestScore = score;
    }
  }
  return best;
}
