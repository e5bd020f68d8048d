/**
 * Terse English as typed by someone in a hurry: abbreviations ("bsmt", "val", "approx", "qty"),
 * signs for words (">= $3000", "#items", "washer + dryer") said as the words they stand for.
 */
const TERSE_WORDS: [RegExp, string][] = [
  [/\b(?:bsmt|bsmnt|bsment|basemt)\b/gi, 'basement'],
  [/\bgar\b(?=\s*(?:[?.,]|$|vs\b|and\b|or\b))/g, 'garage'],
  // Lower case only: "Val" is as likely a person.
  [/\bvals?\b(?!-)/g, 'value'],
  [/\b(?:approx|apprx|appx)\b\.?/gi, 'roughly'],
  [/\b(?:qty|qnty)\b\.?/gi, 'quantity'],
  [/\bavg\b\.?/gi, 'average'],
  [/\bamt\b\.?/gi, 'amount'],
  [/\btot\b\.?(?= (?:val|value|worth|\$))/gi, 'total'],
  [/\bw\/o\b/gi, 'without'],
  [/(?:^|\s)w\/(?=\s|\w)/gi, ' with '],
  [/\bloc\b\.?(?=\s*[?,]|\s*$)/gi, 'location'],
  [/\bcond\b\.?(?=\s*[?,]|\s*$)/gi, 'condition'],
  // Signs: compared amounts, counts, "and".
  [/\s*(?:>=|≥|=>)\s*/g, ' at least '],
  [/\s*(?:<=|≤|=<)\s*/g, ' at most '],
  [/\s*>\s*(?=[$€£\d])/g, ' over '],
  [/\s*<\s*(?=[$€£\d])/g, ' under '],
  [/(?:^|\s)#\s*(?:of\s+)?(?=[a-z])/gi, ' number of '],
  // "loans + due dates": the set with a detail of each; "washer + dryer": both.
  [
    /\s+\+\s+(?=(?:their |its )?(?:due dates?|dates?|values?|prices?|locations?|where|who)\b)/gi,
    ' with ',
  ],
  [/\s+\+\s+(?=\p{L})/giu, ' and '],
];

/** The question with terse abbreviations and signs said in words. */
export function terseInWords(question: string): string {
  let result = question;
  for (const [pattern, words] of TERSE_WORDS) result = result.replace(pattern, words);
  return result.replace(/\s{2,}/g, ' ').trim();
}
