/**
 * "What's the rig worth? Amp plus all my pedals.", "the coffee setup (machine, grinder n the
 * kettle)": a set named by a loose word, then spelled out after it. With a word saying what the
 * set is for ("coffee"), that word names it and the list only shows what it holds; a bare "rig"
 * is the things listed.
 */
const LOOSE_SET =
  /\b(the|my|our|his|her|their) (?:([a-z]+) )?(rig|setup|set-up|set up|kit|gear|combo|bundle|lot)\b/i;
const LISTED_AFTER = /\s*(?:\(([^)]+)\)|[?!.:]\s+([^?!.]+))\s*[?!.]*\s*$/;
const JOINED = /,|\b(?:plus|and|n|with)\b|&|\+/i;
const ASKS = /\b(?:what|how|which|where|who|when|is|are|does|do|can|could)\b/i;

export function withSetSpelledOut(text: string): string {
  const loose = LOOSE_SET.exec(text);
  if (!loose) return text;
  const listed = LISTED_AFTER.exec(text.slice(loose.index + loose[0].length));
  const members = (listed?.[1] ?? listed?.[2])?.trim();
  if (!listed || !members || !JOINED.test(members) || ASKS.test(members)) return text;
  const end = loose.index + loose[0].length + listed.index;
  const [, determiner, purpose] = loose;
  const named = purpose
    ? `${determiner} ${purpose}`
    : members.replace(/\s*(?:,|\bplus\b|\bn\b|&|\+)\s*/gi, ' and ');
  const asked = text.slice(0, loose.index) + named + text.slice(loose.index + loose[0].length, end);
  return `${asked.trimEnd()}${/[?!.]/.test(listed[0]) && !asked.trimEnd().endsWith('?') ? '?' : ''}`;
}
