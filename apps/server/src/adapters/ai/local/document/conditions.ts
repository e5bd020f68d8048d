/** Condition words and the details of an entry that are not its name (colour, year, fillers). */
import type { Condition } from '@circle/contract';

const CONDITION_WORDS: Array<[RegExp, Condition]> = [
  [
    /^(?:brand[\s-]new|new in box|new with tags|nwt|nib|sealed|unopened|never used|unused|new)$/i,
    'new',
  ],
  [
    /^(?:like[\s-]new|as new|mint|near[\s-]mint|excellent|pristine|flawless|perfect)$/i,
    'excellent',
  ],
  [/^(?:very good|good|great)$/i, 'good'],
  [/^(?:fair|worn|well[\s-]used|heavily used|acceptable|ok|okay|used)$/i, 'fair'],
  [/^(?:poor|broken|damaged|cracked|for parts|needs repair|not working|faulty|bad)$/i, 'poor'],
];
const CONDITION_PHRASE = String.raw`brand[\s-]new|new in box|new with tags|never used|unused|like[\s-]new|as new|near[\s-]mint|mint|excellent|pristine|flawless|perfect|very good|good|great|fair|worn|well[\s-]used|heavily used|acceptable|poor|broken|damaged|for parts|needs repair|not working|faulty|bad|new|used`;
/** "excellent condition", "in good shape", "condition: fair" anywhere in a line. */
export const CONDITION_INLINE = new RegExp(
  String.raw`(?:\bin\s+)?\b(${CONDITION_PHRASE})\s+(?:condition|cond\.?|shape|state)\b|\bcondition\s*[:=-]?\s*(${CONDITION_PHRASE})\b`,
  'i',
);
/** Phrases that mean a condition wherever they appear. */
export const CONDITION_STRONG =
  /\b(brand[\s-]new|like[\s-]new|never used|new in box|for parts|not working)\b/i;

export function conditionOf(phrase: string): Condition | null {
  const p = phrase.trim().replace(/\s+/g, ' ');
  for (const [re, condition] of CONDITION_WORDS) if (re.test(p)) return condition;
  return null;
}

export function segmentCondition(segment: string): Condition | null {
  const m =
    /^(?:in\s+)?(?:condition\s*[:=-]?\s*)?(.+?)(?:\s+(?:condition|cond\.?|shape|state))?$/i.exec(
      segment.trim(),
    );
  return m ? conditionOf(m[1]!) : null;
}

export const COLOURS =
  /^(?:matte\s+|glossy\s+|dark\s+|light\s+)?(?:red|blue|green|black|white|grey|gray|silver|gold|rose gold|space gr[ae]y|pink|purple|yellow|orange|brown|beige|navy|teal|cream|ivory|charcoal|graphite|midnight|starlight|tan|walnut|oak|chrome|stainless(?: steel)?|copper|bronze|turquoise|burgundy|olive)$/i;
export const YEAR =
  /^(?:(?:bought|purchased|from|since|made|model year|year|in)\s+(?:in\s+)?)?((?:19|20)\d{2})$/i;
export const FILLER_SEGMENT =
  /^(?:each|ea|apiece|about|around|approx\.?|approximately|roughly|worth|valued at|value|price|cost|costs|paid|est\.?|estimated|estimate|~|@|and|or|plus|total|new price|retail|msrp|rrp)$/i;
