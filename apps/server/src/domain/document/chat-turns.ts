/**
 * A marketplace chat copied as text: turns that open with their speaker ("Jenna: $850 and it's
 * yours.", "You: would you take $800?", "Kupujący: czy 2 150 zł za wszystko?"). A speaker is a
 * name that opens two or more lines with a colon, beside another such name. A turn whose price is bargaining (a bare
 * price, an offer, a price on everything) names no thing and is dropped; the speaker's name is no
 * part of what a turn lists.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { headerRole } from './columns.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import { isPriceOnAll, isPriceTalk } from './talk.js';
import type { TextLine } from './types.js';

/** "Jenna:", "You:", "Sprzedająca (Ewelina):": one or two names, perhaps a role in brackets. */
const SPEAKER = /^\s*(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)?)(?:\s*\([^)]{1,30}\))?\s*:\s+/u;

function speakersOf(lines: TextLine[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const name = SPEAKER.exec(line.text)?.[1];
    // "Item:", "Price:", "Condition:" open a form's lines, "Delivery:", "Total:" an order's
    // fields: not a chat's turns. A buyer or a seller may speak.
    const field = name ? nonItemKind(name) : null;
    if (name && !headerRole(name) && (field === null || field === 'meta'))
      counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const speakers = [...counts].filter(([, n]) => n >= 2).map(([name]) => name);
  // A chat has two sides: one repeated label is a form's or a list's, not a speaker.
  return new Set(speakers.length >= 2 ? speakers : []);
}

export function withoutChatTalk(lines: TextLine[], style: NumberStyle): TextLine[] {
  const speakers = speakersOf(lines);
  if (speakers.size === 0) return lines;
  return lines.map((line) => {
    const turn = SPEAKER.exec(line.text);
    if (!turn || !speakers.has(turn[1]!)) return line;
    const said = line.text.slice(turn[0].length);
    const price = scanNumbers(said, style).find((t) => isMoney(t, style));
    if (!price) return line;
    const lead = said.slice(0, price.start);
    const tail = said.slice(price.end);
    const bargaining = !lead.trim() || isPriceTalk(lead) || isPriceOnAll(lead, tail);
    return { ...line, text: bargaining ? '' : said };
  });
}
