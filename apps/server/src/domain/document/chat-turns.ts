/**
 * A marketplace chat copied as text: turns that open with their speaker ("Jenna: $850 and it's
 * yours.", "You: would you take $800?", "Kupujący: czy 2 150 zł za wszystko?"). A speaker is a
 * name that opens two or more lines with a colon, beside another such name. A turn whose price is bargaining (a bare
 * price, an offer, a price on everything) names no thing and is dropped; the speaker's name is no
 * part of what a turn lists.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { inDigitRun } from './digit-runs.js';
import { headerRole } from './columns.js';
import { isFormFieldLabel } from './form.js';
import { nonItemKind } from './non-items.js';
import { KNOWN_LOCATIONS } from './locations.js';
import type { NumberStyle } from './numbers.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';
import { isChatReply } from './chat-reply-talk.js';
import { listedPrices } from './listed-prices.js';
import type { TextLine } from './types.js';

/**
 * "Jenna:", "You:", "Sprzedająca (Ewelina):": one or two names, perhaps a role in brackets, perhaps
 * after the time the turn was sent ("[03/05/2025 18:40] Jenna:", "03/05/2025, 18:40 - Jenna:").
 */
const SPEAKER =
  /^\s*(\[\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[aApP][mM])?\]|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?:\s?[aApP][mM])?\s+[-–—]|\[?\d{1,2}:\d{2}(?:\s?[aApP][mM])?\]?(?=\s))?\s*((?:\p{Lu}|\p{Lo}|\p{Script=Georgian})[\p{L}\p{M}'’.-]*(?: (?:\p{Lu}|\p{Lo}|\p{Script=Georgian})[\p{L}\p{M}'’.-]*)?)(?:\s*\([^)]{1,30}\))?\s*:\s+/u;

/**
 * The listing a conversation is about, as the platform heads it ("Listing: Oak desk - $90",
 * "Anúncio: …", "Annonce : …"): its title, which the turns below itemise, so no thing of its own.
 */
export const LISTING_TITLE =
  /^\s*(?:listing|ad|advert|anúncio|anuncio|annonce|anzeige|inserat|advertentie|annuncio|ogłoszenie|og[lł]oszenie|iklan|inzerát|annons|annonse)\s*:/iu;

/**
 * The listing's asking price under its title ("Preis: 780 € VB", "Price: $450 OBO"): the price
 * of the whole listing, which names no thing of its own.
 */
export const LISTING_PRICE =
  /^\s*(?:price|asking price|preis|kaufpreis|precio|prix|prezzo|preço|pre[cç]o|cena|prijs|vraagprijs|pris|hinta|harga|fiyat|cijena)\s*:/iu;

/** "R$ 900,00 no total", "120 € au total", "$75 in total": the price is on everything. */
export const TOTAL_AFTER =
  /^\s*(?:in total|total|no total|ao todo|au total|en total|in totale|insgesamt|in totaal|totalt|łącznie|celkem)(?![\p{L}])/iu;

/** A street's word and name just before a number: "Av. Irarrázaval", "ul. Długa", "rue Fouré". */
const STREET_BEFORE =
  /(?<![\p{L}])(?:av|avda|avenida|avenue|calle|c\/|ul|ulica|al|aleja|rue|bd|boulevard|street|st|road|rd|stra(?:ß|ss)e|str|via|viale|rua|straat|laan|gatan|gata|vej|jl|jalan)\.?\s+(?:\p{L}[\p{L}'’.-]*\s+){0,3}$/iu;

function speakersOf(lines: TextLine[]): Set<string> {
  const counts = new Map<string, number>();
  // A name in a script without capitals ("ნინო:", "सुमन:") may be a field's label: it speaks only
  // when it says words every time, and one chat has two such speakers.
  const terse = new Set<string>();
  let formFields = 0;
  for (const line of lines) {
    const turn = SPEAKER.exec(line.text);
    const name = turn?.[2];
    if (name && isFormFieldLabel(name)) formFields++;
    const said = turn ? line.text.slice(turn[0].length) : '';
    if (name && !/^\p{Lu}/u.test(name) && (said.match(/\p{L}[\p{L}\p{M}]+/gu) ?? []).length < 2)
      terse.add(name);
    // "Item:", "Price:", "Condition:" open a form's lines, "Delivery:", "Total:" an order's
    // fields: not a chat's turns. A buyer or a seller may speak.
    const field = name ? nonItemKind(name) : null;
    if (name && !headerRole(name) && (field === null || field === 'meta'))
      counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const repeated = [...counts].filter(([, n]) => n >= 2).map(([name]) => name);
  const caseless = repeated.filter((name) => !/^\p{Lu}/u.test(name));
  const speakers = repeated.filter(
    (name) =>
      /^\p{Lu}/u.test(name) ||
      (caseless.length === 2 && !caseless.some((other) => terse.has(other))),
  );
  // A chat has two sides: one repeated label is a form's or a list's, not a speaker; a schedule
  // that repeats its value field ("Versicherungswert:") under each block is a form, not a chat.
  return new Set(speakers.length >= 2 && formFields < 2 ? speakers : []);
}

export function withoutChatTalk(lines: TextLine[], style: NumberStyle): TextLine[] {
  const speakers = speakersOf(lines);
  if (speakers.size === 0) return lines;
  const turnAt = (text: string): RegExpExecArray | null => {
    const turn = SPEAKER.exec(text);
    return turn && speakers.has(turn[2]!) ? turn : null;
  };
  const out = lines.map((line) => ({ ...line }));
  // Prices already put on a deal: a later turn that only says one of them again agrees to it.
  const dealt = new Set<number>();
  // The listing above the chat and the lists sent in it price their things; a turn's price above
  // the dearest of them is on the lot ("separately that's 1750, would you do 1350?", "Mwisho
  // 2,900,000"), whatever the language says.
  const first = lines.findIndex((l) => turnAt(l.text));
  const listed = lines
    .slice(0, first)
    .flatMap((l) => scanNumbers(l.text, style).filter((t) => isMoney(t, style)))
    .map((t) => t.value);
  out.forEach((line, k) => {
    if (LISTING_TITLE.test(line.text) || (k < first && LISTING_PRICE.test(line.text)))
      line.text = '';
    const turn = turnAt(line.text);
    if (!turn && k > first) listed.push(...listedPrices([lines[k]!], style));
    if (!turn) return;
    const dearest = listed.length >= 2 ? Math.max(...listed) : Infinity;
    let said = line.text.slice(turn[0].length);
    // A turn stamped with its time and wrapped over lines is one message; a turn that opens a
    // list ("…:") keeps its list.
    const stamped = turn[1] !== undefined;
    for (let n = k + 1; stamped && n < out.length && !/:\s*$/.test(said); n++) {
      const next = out[n]!.text;
      if (!next.trim() || turnAt(next) || /^\s*(?:[-*•]|\d+[.)])\s/.test(next)) break;
      said = `${said} ${next.trim()}`;
      out[n]!.text = '';
    }
    // "…retiras en Av. Irarrázaval 3400": a street's house number is where to meet, no price.
    const price = scanNumbers(said, style).find(
      (t) =>
        isMoney(t, style) && !STREET_BEFORE.test(said.slice(0, t.start)) && !inDigitRun(said, t),
    );
    if (!price) {
      // A turn that prices nothing asks, agrees or says where to meet, unless it opens a list:
      // the list's own heading names a room at the most ("Hi! Yes, all still here. Kitchen:").
      if (stamped || /:\s*$/.test(said)) line.text = /:\s*$/.test(said) ? roomOpener(said) : '';
      return;
    }
    // The price's own sentence says what it is on.
    const opens = said.slice(0, price.start).search(/[^.!?]*$/);
    const lead = said.slice(opens, price.start);
    const tail = said.slice(price.end);
    const bargaining =
      !lead.trim() ||
      isPriceTalk(lead) ||
      isChatReply(said.slice(0, price.start), tail) ||
      isPriceOnAll(lead, tail) ||
      TOTAL_AFTER.test(tail) ||
      price.value > dearest ||
      dealt.has(price.value);
    if (bargaining) dealt.add(price.value);
    line.text = bargaining ? '' : said;
  });
  return out;
}

/** The room a turn's list is in, from its last sentence ("…still here. Kitchen:"), or nothing. */
function roomOpener(said: string): string {
  const last = said.slice(said.search(/[^.!?]*$/)).trim();
  return KNOWN_LOCATIONS.has(last.replace(/:$/, '').trim().toLowerCase()) ? last : '';
}
