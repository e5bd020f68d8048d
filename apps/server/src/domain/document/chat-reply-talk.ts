/**
 * A message in a chat rather than a listing line: the price sits in a question ("Würdest du sie
 * für 270 € hergeben?", "Would you do 40 for it?"), answers one ("Okay, then 300.", "Sawa, 750"),
 * or opens its own sentence after one that names nothing priced ("Yes, still here. 300 is my
 * lowest."). A listing line names its thing and prices it in one breath.
 */

/** Words that open a reply: agreeing, accepting, then. */
const REPLY_OPENER =
  /^(?:ok(?:ay|ey)?|alright|all right|fine|sure|deal|yes|yep|yeah|then|agreed|ja|alles klar|passt|einverstanden|abgemacht|dann|oui|d'accord|alors|vale|de acuerdo|entonces|bueno|sim|certo|ent[ãa]o|va bene|d'accordo|allora|akkoord|oke|sawa|haya|ndiyo|tamam|تمام|ماشي|اوكي|أوكي|طيب|اتفقنا|да|хорошо|ладно|тогда|dobrze|okej|ano|dobře|jasně)(?![\p{L}])/iu;

/** A reply's words before its price are few: "Okay, dann", "Sure, then". */
const REPLY_WORDS = 5;
/** A question about the price ends soon after it: "… für 270 € hergeben?". */
const QUESTION_WORDS = 6;

/** The sentence a price stands in: what comes before it since the last full stop, and after. */
function sentenceAround(lead: string, tail: string): { before: string; after: string } {
  const opens = lead.search(/[^.!?؟]*$/);
  const closes = tail.search(/[.!?؟](?:\s|$)/);
  return {
    before: lead.slice(opens).replace(/^[\s,،;:–—-]+/, ''),
    after: closes >= 0 ? tail.slice(0, closes + 1) : tail,
  };
}

/** The price is in a question, a reply, or a sentence of its own after one that names nothing. */
export function isChatReply(lead: string, tail: string): boolean {
  const text = lead.replace(/^[\s\-–—*•·>]+/, '');
  const { before, after } = sentenceAround(text, tail);
  const words = (t: string): number => t.trim().split(/\s+/).filter(Boolean).length;
  const asks = /[?؟]$/.test(after.trim()) && !/\d/.test(after) && words(after) <= QUESTION_WORDS;
  if (asks) return true;
  if (REPLY_OPENER.test(before.trim()) && words(before) <= REPLY_WORDS) return true;
  // "ja ist noch da. 300 € ist …": a whole sentence, then the price opening the next.
  const earlier = text.slice(0, text.length - before.length);
  return before.trim() === '' && /[.!?؟]\s*$/.test(earlier) && words(earlier) >= 3;
}
