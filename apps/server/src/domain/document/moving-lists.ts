/**
 * A mover's inventory prices nothing: beside each thing it prints the space it takes ("m³/Stk",
 * "m³ ges.", "cu ft") and then a remark about it ("guter Zustand", "to be dismantled"). Its
 * volume figures are no values, and the remark is a note on the thing, not part of its name. The
 * boxes it counts roughly ("plus about 35 boxes of books") are packing, not belongings.
 */
import { scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A column heading that measures space, not money. */
const VOLUME_HEADING =
  /(?<![\p{L}])(?:m³|m3|cbm|cu\.? ?ft|ft³|volumen|volume|volym|volum|vol\.)(?![\p{L}\d])/iu;
/** The heading is looked for this far down. */
const HEADER_WITHIN = 40;
/** A figure this far to either side of its heading's cell still stands under it. */
const SLACK = 3;

interface Cell {
  start: number;
  end: number;
  text: string;
}

const cellsOf = (text: string): Cell[] =>
  [...text.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }));

function volumeColumns(lines: TextLine[]): { at: number; columns: Cell[] } | null {
  for (let i = 0; i < Math.min(lines.length, HEADER_WITHIN); i++) {
    const cells = cellsOf(lines[i]!.text);
    if (cells.length < 3 || /\d[.,]\d/.test(lines[i]!.text)) continue;
    const columns = cells.filter((c, k) => k > 0 && VOLUME_HEADING.test(c.text));
    if (columns.length > 0) return { at: i, columns };
  }
  return null;
}

/** Rows with their volume figures cut, and a remark after them set apart from the name. */
export function withoutVolumeColumns(lines: TextLine[], style: NumberStyle): TextLine[] {
  const header = volumeColumns(lines);
  if (!header) return lines;
  const under = (start: number, end: number): boolean =>
    header.columns.some((c) => start < c.end + SLACK && end > c.start - SLACK);
  return lines.map((line, k) => {
    if (k <= header.at) return line;
    const figures = scanNumbers(line.text, style).filter((t) => under(t.start, t.end));
    // A total of space prints its unit ("11,80 m³"); a row's figures stand bare in their columns.
    if (figures.length === 0 || /\d\s*(?:m³|m3|cbm)/iu.test(line.text)) return line;
    const first = figures[0]!;
    const last = figures.at(-1)!;
    const between = line.text.slice(first.start, last.end);
    // Only figures stand in the volume columns; a name running into them is left alone.
    if (/\p{L}{2}/u.test(between.replace(/m³|m3|cbm/giu, ''))) return line;
    // The count column ("Anz.", "Qty") opens the row: said as a count, no figure in the name
    // ("CNd 5723", "180x200") is taken for it.
    const name = line.text
      .slice(0, first.start)
      .trimEnd()
      .replace(/^(\s*)(\d{1,3})\s{2,}(?=\p{L})/u, '$1$2 x ');
    const remark = line.text
      .slice(last.end)
      .replace(/^\s*(?:m³|m3|cbm)?/iu, '')
      .trim();
    if (!/\p{L}/u.test(name)) return line;
    return { ...line, text: remark ? `${name} — ${remark}` : name };
  });
}

/** Moving boxes, in the languages movers write. */
const BOXES =
  /(?<![\p{L}])(?:umzugskartons?|kartons?|moving boxes|packing boxes|boxes|cartons?|cartons de d[ée]m[ée]nagement|cajas(?: de mudanza)?|scatoloni|scatole|verhuisdozen|dozen|flyttkartonger|flyttkartong|flytteesker|flyttekasser|kartony|caixas)(?![\p{L}])/iu;
/** A rough count: "ca.", "about", "approx.", "environ", "etwa". */
const ROUGHLY =
  /(?<![\p{L}])(?:ca\.|circa|cirka|about|approx\.?|approximately|around|roughly|environ|aprox\.?|aproximadamente|etwa|ungef[äa]hr|ongeveer|ok\.|oko[łl]o|omkring|ungef[äa]r|zirka)(?![\p{L}])/iu;

/** "ca. 35 Umzugskartons", "about 20 moving boxes": a rough count, then the boxes. */
const ROUGH_BOX_COUNT = new RegExp(
  `${ROUGHLY.source}\\s*\\d{1,4}\\s+(?:\\p{L}+\\s+)?${BOXES.source}`,
  'iu',
);

/**
 * A remark that counts boxes roughly is no belonging: the boxes hold the things listed. Boxes
 * with a price of their own in a letter ("boxes of books worth about €300") stay.
 */
export function withoutRoughBoxCounts(lines: TextLine[]): TextLine[] {
  return lines.filter((l) => !ROUGH_BOX_COUNT.test(l.text));
}
