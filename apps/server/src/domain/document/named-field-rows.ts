/**
 * An order that labels each entry's name and puts its fields on the line below: "■商品名: …"
 * over "数量: 1 単価: ￥980" (full-width gaps between the fields), "• Product: Garden hose" over
 * "Qty: 2   Unit price: $45.00". The name's label names nothing, so the name line keeps only the
 * name (its mark too goes); the field row reads as it did.
 */
import type { TextLine } from './types.js';

const NAME_LABEL =
  /^(\s*(?:[■□◆◇●○•・*-]\s*)?)(?:product(?: name)?|item(?: name)?|article|artikel|produkt|produit|producto|produto|prodotto|商品名|品名|製品名|商品名称|产品名称|產品名稱|제품명|상품명|품명)\s*[:：]\s*(?=\S)/iu;
/** A row of an entry's fields: its count's label first. */
const COUNT_FIELD =
  /^\s*(?:qty|quantity|menge|anzahl|quantit[eé]|cantidad|quantidade|quantit[aà]|aantal|antal|数量|數量|수량)\s*[:：]\s*\d/iu;

export function withoutNameLabels(lines: TextLine[]): TextLine[] {
  return lines.map((line, i) => {
    const label = NAME_LABEL.exec(line.text);
    const next = lines.slice(i + 1, i + 3).find((l) => l.text.trim());
    if (!label || !next || !COUNT_FIELD.test(next.text)) return line;
    return { ...line, text: ' '.repeat(label[1]!.length) + line.text.slice(label[0].length) };
  });
}
