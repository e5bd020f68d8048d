/**
 * A private seller's offer of several things for one price ("the Switch, the dock and two games,
 * £260 for everything"). The things offered are the items; the one price is kept on the bundle
 * and never split, since nothing in the message says how it divides: each item carries the
 * bundle's price as a detail, and the extraction carries it as `bundlePrice`.
 */
import { isMoney, scanNumbers, type NumberToken } from './amounts.js';
import { FILLER_SEGMENT } from './conditions.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import { splitProse } from './prose.js';
import type { Candidate, TextLine } from './types.js';
import { unpricedCandidate } from './unpriced-candidate.js';

/** Words that put one price on everything offered, in the product's languages. */
export const BUNDLE_PHRASE =
  /\b(?:for (?:everything|all (?:of )?(?:it|them|that|three|four|five)|the (?:whole )?(?:lot|bundle|set)|the lot|both)|(?:the )?whole lot|as a (?:bundle|set|package|job lot)|job lot|together|all in|bundle price|für alles|alles zusammen|zusammen|im paket|paketpreis|als paket|pour le tout|le tout|pour le lot|le lot|za ca[lł]o[sś][cć]|za wszystko|l'ensemble|en lot|por todo|todo junto|el lote|en pack|por tudo|tudo junto|o lote|per tutto|tutto insieme|in blocco|voor alles|samen|sammen|tilsammen|samlet|tillsammans|als set|semuanya|sekaligus|borong)\b/iu;

export interface Bundle {
  items: Candidate[];
  price: NumberToken;
  /** The price as written ("£260"). */
  priceText: string;
}

const SENTENCE = /(?<=[.!?])\s+(?=\S)/;

/** Parts of a sentence that name things, without greetings, fillers and the price talk. */
export function thingsIn(sentence: string, style: NumberStyle): string[] {
  const listed = sentence.includes(':') ? sentence.slice(sentence.lastIndexOf(':') + 1) : sentence;
  let text = listed;
  for (const t of [...scanNumbers(text, style)].reverse()) {
    if (isMoney(t, style)) text = text.slice(0, t.start) + ' ' + text.slice(t.end);
  }
  return splitProse(text.replace(BUNDLE_PHRASE, ' '))
    .map((part) =>
      part
        .replace(/^(?:(?:a|an|the|my|our|your|some|also|plus|with|including)\s+)+/i, '')
        .replace(/\s+(?:included|incl\.?|too|as well)$/i, '')
        .trim(),
    )
    .filter(
      (part) =>
        /\p{L}{2,}/u.test(part) &&
        !FILLER_SEGMENT.test(part) &&
        part.split(/\s+/).length <= 8 &&
        !/\b(?:i|i'd|we|you|it|is|are|was|would|like|want|take|collect\w*|post\w*|ship\w*|pick ?up|cash|thanks?|cheers|hi|hello|still|available|offer|price|pay\w*|deal)\b/i.test(
          part,
        ) &&
        !nonItemKind(part),
    );
}

/** A sentence wrapped over lines ("…, two batteries," / "charger and a bag.") is read whole. */
function paragraphs(lines: TextLine[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const previous = out.at(-1);
    if (previous !== undefined && (/[,;:]$/.test(previous) || /^\p{Ll}/u.test(text))) {
      out[out.length - 1] = `${previous} ${text}`;
    } else out.push(text);
  }
  return out;
}

/** The bundle a message offers, or null when it prices no set of things as one. */
export function readBundle(lines: TextLine[], style: NumberStyle): Bundle | null {
  const sentences = paragraphs(lines).flatMap((l) => l.split(SENTENCE));
  const at = sentences.findIndex((s) => BUNDLE_PHRASE.test(s));
  if (at < 0) return null;
  // The price: in the bundle's sentence, or the next one ("£260 for everything" / "Price: £260").
  let priced: NumberToken | undefined;
  let priceText = '';
  for (const sentence of [sentences[at]!, sentences[at + 1] ?? '']) {
    priced = scanNumbers(sentence, style).find((t) => isMoney(t, style) || t.currency);
    if (priced) {
      priceText = sentence.slice(priced.start, priced.end).trim();
      break;
    }
  }
  if (!priced) return null;
  // The things: the richest enumeration in the bundle's sentence or up to three before it.
  let best: string[] = [];
  for (let k = Math.max(0, at - 3); k <= at; k++) {
    const things = thingsIn(sentences[k]!, style);
    if (things.length > best.length) best = things;
  }
  if (best.length < 2) return null;
  const items = best.map<Candidate>((name) =>
    unpricedCandidate(
      name,
      1,
      { text: sentences[at]! },
      {
        exactName: false,
        details: [`Offered together for ${priceText}`],
      },
    ),
  );
  return { items, price: priced, priceText };
}
