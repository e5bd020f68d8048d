/**
 * Where a line ends a sentence. A dot after a short word of a listing's shorthand ("inkl.",
 * "incl.", "ca.", "Nr.", "approx.", "env.", "ggf.") or after one letter ("Ø 24 cm, H. 30") ends no
 * sentence: a long listed name with such a dot stays one entry.
 */
const SHORTHAND =
  /(?<![\p{L}])(?:inkl|incl|exkl|excl|zzgl|ggf|evtl|bzw|ca|approx|env|nr|no|vol|art|mod|ref|max|min|st|gr|pcs|pkt|szt|ks|kpl|stk|vs|etc|u\.a|z\.b|\p{L})\.(?=\s|$)/giu;

/** More words than a listed name runs to: a paragraph or a page read onto one line. */
const LONGEST_ENTRY = 24;

/** Whether the text holds a dot, a question or an exclamation that ends a sentence. */
export function endsASentence(text: string): boolean {
  const long = text.trim().split(/\s+/).length > LONGEST_ENTRY;
  return /[.!?](?:\s|$)/.test(long ? text : text.replace(SHORTHAND, ' '));
}
