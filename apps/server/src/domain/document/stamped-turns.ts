/**
 * A marketplace conversation copied with each message under a header of its sender and time
 * ("Lena K. · heute, 19:42", "You | Yesterday 8:15 pm"). The headers name no thing, nor does the
 * listing's title above them; a message with no price in it is the buyer asking or agreeing
 * ("Super, I'll take the sofa. Saturday?"), and so is one whose every price is on the deal ("So
 * that's $550 total?", a total said again): only the messages that price things list them.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { inDigitRun } from './digit-runs.js';
import { LIST_ROW, listedPrices } from './listed-prices.js';
import { isReplyHeader } from './reply-headers.js';
import { LISTING_PRICE, LISTING_TITLE, TOTAL_AFTER } from './chat-turns.js';
import { isTimeStamp, nonItemKind } from './non-items.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';
import { isChatReply } from './chat-reply-talk.js';
import { BUNDLE_PHRASE } from './bundle.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A sender, a dot or bar, then when the message was sent. */
const HEADER = /^\s*(\p{L}[\p{L}.'’ -]{0,30}?)\s+[·•|]\s+(.+?)\s*$/u;

/** A sender, perhaps marked as oneself, a comma, then a numeric date and time: "Tomasz, 03.02.2024 19:52". */
const COMMA_HEADER =
  /^\s*\p{L}[\p{L}.'’ -]{0,30}?(?:\s\([\p{L}. ]{1,12}\))?,\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?\s*$/iu;

/** "12.05.2024, 18:02", "2024-05-12 18:02": a numeric date and a clock time. */
const NUMERIC_STAMP =
  /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?$/iu;

/** "19:10", "14 mar. 2025, 19:02", "3 Jan, 8:15 pm": a clock time, perhaps after a written date. */
const CLOCK_STAMP =
  /^(?:\d{1,2}\.?\s+\p{L}{3,10}\.?(?:\s+\d{4})?,?\s+)?\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?$/iu;

const isHeader = (text: string): boolean => {
  const m = HEADER.exec(text);
  const stamped =
    m !== null && (isTimeStamp(m[2]!) || NUMERIC_STAMP.test(m[2]!) || CLOCK_STAMP.test(m[2]!));
  return stamped || COMMA_HEADER.test(text) || isReplyHeader(text);
};

/** A sender's handle or name, then only the time: "Oskar  10:02 PM", "mila_k 21:14". */
const BARE_HEADER = /^\s*(\p{L}[\p{L}\p{N}._'’-]{0,30}(?: \p{L}[\p{L}.'’-]{0,30})?)\s+(\S.*?)\s*$/u;

/** The sender of a header that is only a name and a time, or null. */
function bareSender(text: string): string | null {
  const m = BARE_HEADER.exec(text);
  const stamp = m?.[2] ?? '';
  if (!m || !(NUMERIC_STAMP.test(stamp) || CLOCK_STAMP.test(stamp) || isTimeStamp(stamp)))
    return null;
  return nonItemKind(m[1]!) ? null : m[1]!.toLowerCase();
}

/**
 * The lines heading messages. Headers of only a name and a time count when two senders take turns
 * under three or more of them: a till's "Kasse 2  14:22" is one label, not a conversation.
 */
function headerLines(lines: TextLine[]): number[] {
  const senders = lines.map((l) => (isHeader(l.text) ? null : bareSender(l.text)));
  const named = senders.filter((s) => s !== null);
  const talking = named.length >= 3 && new Set(named).size >= 2;
  return lines.flatMap((l, k) => (isHeader(l.text) || (talking && senders[k]) ? [k] : []));
}

export function withoutStampedTurns(lines: TextLine[], style: NumberStyle): TextLine[] {
  const headers = headerLines(lines);
  if (headers.length < 2) return lines;
  const out = lines
    .slice(0, headers[0])
    .map((l) =>
      LISTING_TITLE.test(l.text) || LISTING_PRICE.test(l.text) ? { ...l, text: '' } : l,
    );
  // Prices already put on a deal: a later message that only says one of them again agrees to it.
  const dealt = new Set<number>();
  // The prices of the rows listed so far: a price in talk above the dearest of them is on the lot.
  const listed: number[] = [];
  headers.forEach((start, n) => {
    const said = lines.slice(start + 1, headers[n + 1] ?? lines.length);
    listed.push(...listedPrices(said, style));
    const dearest = listed.length >= 2 ? Math.max(...listed) : Infinity;
    const sentences = sentencesOf(said);
    const prices = sentences.flatMap((sentence, k) => {
      const price = scanNumbers(sentence, style).find(
        (t) => isMoney(t, style) && !inDigitRun(sentence, t),
      );
      return price ? [{ sentence, price, before: sentences.slice(0, k).join(' ') }] : [];
    });
    // A message whose every price is on the deal ("So that's $550 total?") offers nothing.
    const talk = prices.filter(({ sentence, price, before }) => {
      const lead = sentence.slice(0, price.start);
      const tail = sentence.slice(price.end);
      return (
        isPriceTalk(lead) ||
        isChatReply(`${before} ${lead}`, tail) ||
        isPriceOnAll(lead, tail) ||
        TOTAL_AFTER.test(tail) ||
        dealt.has(price.value) ||
        price.value > dearest
      );
    });
    for (const { price } of talk) dealt.add(price.value);
    if (prices.length === 0 || talk.length === prices.length) return;
    // A message that lists things may go on to talk of the deal in the same line ("Separately
    // that's $900. All of it for $800"): those sentences name no thing.
    const dealSentences = new Set(talk.map(({ sentence }) => sentence.trim()));
    // A message that lists priced rows names its things in them: what it says around the list
    // without a price greets, asks or says where to collect ("Hi! All still here:", "Pickup in
    // Leeds before Friday.").
    const lists = listedPrices(said, style).length >= 2;
    for (const line of unwrapped(said)) {
      const kept = withoutSentences(line.text, dealSentences);
      const text = kept !== null && lists ? listTalkDropped(kept, style) : kept;
      out.push({ ...line, text: text === null ? '' : offered(text, style) });
    }
  });
  return out;
}

/** A list's row as it stands, or the priced sentences of a line around the list. */
function listTalkDropped(text: string, style: NumberStyle): string | null {
  if (LIST_ROW.test(text)) return text;
  const priced = sentencesOf([{ text }]).filter((s) =>
    scanNumbers(s, style).some((t) => isMoney(t, style)),
  );
  return priced.length > 0 ? priced.join(' ') : null;
}

/** A message's sentences, read across the lines it wraps over. */
function sentencesOf(lines: TextLine[]): string[] {
  return lines
    .map((l) => l.text.trim())
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.trim());
}

/** A line without the given sentences; null when nothing of it is left. */
function withoutSentences(text: string, drop: Set<string>): string | null {
  if (drop.size === 0) return text;
  const sentences = sentencesOf([{ text }]);
  const kept = sentences.filter((s) => !drop.has(s.trim()));
  if (kept.length === sentences.length) return text;
  return kept.length === 0 ? null : kept.join(' ');
}

/** A bundle's words right after a price: "$220 for the set", "£90 the lot". */
const ON_ALL_AFTER = new RegExp(`^\\s*(?:${BUNDLE_PHRASE.source})`, 'iu');

/**
 * A sentence that prices the deal ("…together only, $220 for the set, not splitting them") says
 * nothing of the things beyond what the sentences before it named.
 */
function offered(sentence: string, style: NumberStyle): string {
  const price = scanNumbers(sentence, style).find((t) => isMoney(t, style));
  const after = price ? sentence.slice(price.end).replace(/^[\s,]+/, ' ') : '';
  return price && ON_ALL_AFTER.test(after) ? '' : sentence;
}

/**
 * A message's lines with its wrapped sentences joined and read a sentence a line ("…has some
 * scratches on the top," / "otherwise solid. …"); a list's rows stay rows, as printed.
 */
function unwrapped(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  let wrapped = false;
  const split = (line: TextLine): TextLine[] =>
    sentencesOf([line]).map((text) => ({ ...line, text }));
  for (const line of lines) {
    const text = line.text.trim();
    const previous = out.at(-1);
    if (previous && text && /[^.!?:]$/.test(previous.text.trimEnd()) && /^\p{Ll}/u.test(text)) {
      previous.text = `${previous.text.trimEnd()} ${text}`;
      wrapped = true;
      continue;
    }
    if (previous && wrapped) out.splice(-1, 1, ...split(previous));
    wrapped = false;
    out.push({ ...line });
  }
  const last = out.at(-1);
  if (last && wrapped) out.splice(-1, 1, ...split(last));
  return out;
}
