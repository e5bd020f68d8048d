/**
 * A seller's list of priced things with one line that prices a few more together ("Kitchen bits
 * all together €25: pans (3 pieces), knife block, salad bowl."). The things on that line are
 * belongings of their own, unpriced, since the line does not say how the price divides.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { BUNDLE_PHRASE, thingsIn } from './bundle.js';
import type { NumberStyle } from './numbers.js';
import type { Candidate, TextLine } from './types.js';
import { unpricedCandidate } from './unpriced-candidate.js';

/** What the seller says after the things: "… får du sammen for", "… kriegst du zusammen". */
const TALK_AFTER =
  /\s+(?:får du|kan du få|kriegst du|bekommst du|gibt es|you get|you can have|tu as|te llevas|krijg je)(?:\s+(?:for|für|pour|por|voor|til|på|för))?$/iu;

/** A part that speaks to the buyer or of "everything" is the deal's talk, never a thing. */
const TALK_WORD =
  /(?<![\p{L}])(?:du|dig|dich|dir|ihr|tu|vous|usted|jij|jeg|jag|ich|wir|vi|nous|you|hele|alles|alt|tout|todo|tutto|everything|kan|kann|peux|puedes|kun)(?![\p{L}])/iu;

/** "WMF pans (3 pieces)": the thing's count in brackets after it. */
const COUNT_IN_BRACKETS =
  /\s*\((\d{1,3})\s*(?:st[üu]ck|stk|pcs|pieces|st|stuks|pi[eè]ces|piezas|pezzi|sztuk|szt|kpl)\.?\)/iu;

/** The other priced lines a list needs before one of its lines is read as a bundle in it. */
const OTHER_PRICED = 2;

/** The things of each line that prices a few of them together, by the line's index. */
export function bundledThings(lines: TextLine[], style: NumberStyle): Map<number, Candidate[]> {
  const found = new Map<number, Candidate[]>();
  const priced = (text: string): boolean => scanNumbers(text, style).some((t) => isMoney(t, style));
  const others = lines.filter((l) => priced(l.text) && !BUNDLE_PHRASE.test(l.text)).length;
  if (others < OTHER_PRICED) return found;
  lines.forEach((line, k) => {
    if (!BUNDLE_PHRASE.test(line.text) || !priced(line.text)) return;
    const things = thingsIn(line.text, style)
      .map((t) => t.replace(/\s+/g, ' ').trim().replace(TALK_AFTER, ''))
      .filter((t) => !TALK_WORD.test(t));
    if (things.length < 2) return;
    found.set(
      k,
      things.map((thing) =>
        unpricedCandidate(
          thing.replace(COUNT_IN_BRACKETS, ''),
          Number(COUNT_IN_BRACKETS.exec(thing)?.[1] ?? 1),
          line,
          { exactName: false },
        ),
      ),
    );
  });
  return found;
}
