/**
 * Punctuation said aloud to voice dictation and written out as words ("… all told full stop i
 * am thinking …"): put back as the marks, so sentences and asides are told apart as when typed.
 */
const SPOKEN_MARKS: [RegExp, string][] = [
  [/\s*\b(?:full stop|new paragraph|new line)\b\s*/gi, '. '],
  [/\s*\bquestion mark\b\s*/gi, '? '],
  [/\s*\bexclamation (?:mark|point)\b\s*/gi, '! '],
  [/\s*\bcomma\b\s*/gi, ', '],
];

export function spokenPunctuation(question: string): string {
  return SPOKEN_MARKS.reduce((text, [said, mark]) => text.replace(said, mark), question).trim();
}
