/**
 * Schedules of valuables written as blocks: a heading line naming the thing ("Item 02 - Televisor
 * LG OLED 65\"", or "ITEM 1" then its description), lines about it (serial, condition), and a line
 * giving only its value ("Valor de reposição: R$ 8.799,00", "ESTIMATED REPLACEMENT VALUE ... $650").
 * That value belongs to the block's thing; the block's other lines are its notes.
 */

import { labelledQuantity } from './names.js';

/** "Item 02 -", "ITEM 1", "Pos. 3:": a block's heading number. */
const ITEM_HEADING =
  /^(?:item|pos\.?|position|objeto|objet|gegenstand|oggetto|bem|البند)\s*n?[º°o.]?\s*\d{1,3}\s*[-–—:.)]?\s*/iu;

/** A label that only says which value follows, naming no thing. */
const VALUE_ONLY =
  /^(?:estimated |current |total )?(?:retail |insurance |insured |appraised |market |fair market )?(?:replacement |agreed |declared |insured |appraised |estimated )?(?:value|valuation|sum insured)|^valor (?:de reposi[cç][aã]o|segurado|estimado|de mercado|declarado|de novo)|^valeur (?:[àa] neuf|de remplacement|assur[ée]e|estim[ée]e|d[ée]clar[ée]e)|^(?:versicherungswert|neuwert|zeitwert|sch[äa]tzwert|wiederbeschaffungswert)|^valore (?:assicurato|stimato|di rimpiazzo|a nuovo)|^(?:verzekerde waarde|vervangingswaarde|taxatiewaarde)|^valor de reposici[oó]n|^القيمة (?:المقدرة|التقديرية|المؤمن عليها|التأمينية)(?: للقطعة)?/iu;

export class ValueBlocks {
  private first = '';
  private details: string[] = [];
  private count = 1;
  /** The line total a counted block may print after its value: count × value. */
  private due: number | null = null;

  /** A blank line ends the block. */
  end(): void {
    this.first = '';
    this.details = [];
    this.count = 1;
    this.due = null;
  }

  /** A line without amounts: the block's heading, or a note about its thing. */
  note(text: string): void {
    const heading = ITEM_HEADING.exec(text);
    if (heading) {
      this.end();
      this.first = text.slice(heading[0].length).trim();
    } else if (!this.first) this.first = text.trim();
    else {
      // "Qty: 2" under the thing: the value that closes the block is each one's.
      const counted = labelledQuantity(text);
      if (counted && counted.text.replace(/[\s:.-]+/g, '') === '') this.count = counted.quantity;
      else this.details.push(text.trim());
    }
  }

  /** The amount repeats the counted block's value as its line total ("Total: 190,000.00"). */
  isLineTotal(value: number): boolean {
    // The block's own row is read first; only the amount that repeats the value ends the wait.
    if (this.due === null || Math.abs(this.due - value) >= 0.01) return false;
    this.due = null;
    return true;
  }

  /** The block's thing when `label` only names its value, or null. The block ends. */
  take(label: string, value?: number): { name: string; details: string[]; count: number } | null {
    const cleaned = label
      .replace(/[.:…_]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!this.first || !VALUE_ONLY.test(cleaned) || !/^\S+(?: \S+){0,4}$/.test(cleaned))
      return null;
    // "One (1) lady's platinum ring": a deed's count in words and figures is no part of the name.
    const name = this.first
      .replace(/\s*\(\d{1,3}\)/g, '')
      .replace(/^(?:one|a|an|um|uma|un|une|ein|eine)\s+(?=\p{L})/iu, '');
    const taken = { name, details: this.details, count: this.count };
    this.end();
    this.due = taken.count > 1 && value !== undefined ? taken.count * value : null;
    return taken;
  }
}

/** The row a block reads as: its thing, its count when more than one, and the value's text. */
export function blockRow(block: { name: string; count: number }, amount: string): string {
  return `${block.name}   ${block.count > 1 ? `${block.count} x ` : ''}${amount}`;
}
