/**
 * Thai, Greek and Hebrew measures after a figure ("830มล.", "5กก.", "150แผ่น", "200ΓΡ", "1,5ΛΙΤ",
 * "400 מ"ל", "1 ק"ג"): a pack size in a product's name, so a total word beside it ("ΣΑΜΠΟΥΑΝ TOTAL
 * REPAIR 400ΜΛ") names the product, not a total. Greek read from a photo may carry a Latin look-alike
 * letter ("200ΓP").
 */
const THAI =
  /^\s?(?:มล|มิลลิลิตร|ลิตร|ล|กก|กิโลกรัม|กรัม|ก|ซม|มม|แผ่น|ฟอง|ม้วน|ซอง|ขวด|กระป๋อง|แพ็ค|แพ็ก|ห่อ|ถุง|เม็ด|กล่อง|คู่|คิว|นิ้ว|ตร\.?\s?ม|วัตต์|ประตู)\.?(?![\u0E01-\u0E5B])/u;
/** A Thai measure after a figure ("14.4 คิว", "16 นิ้ว", "1 ลิตร"): a size in a name, not a price. */
export const THAI_MEASURE = THAI;
const GREEK =
  /^\s?(?:[ΓγG][ΡρP](?:[ΑαA][ΜμM])?|[ΚκK][ΙιI][ΛλL](?:[ΑαA]|[ΟοO])?|[ΚκK][ΓγG][ΡρP]?|[ΛλL][ΙιI]?[ΤτT]|[ΜμM][ΛλL]|[ΜμM][ΕεE][ΖζZ])\.?(?![\p{L}])/u;
const HEBREW =
  /^\s?(?:מ"ל|מ״ל|מ"ג|מ״ג|מל|ק"ג|ק״ג|גרם|גר'|ליטר|ל'|ס"מ|ס״מ|מ"מ|יח'|יחידות|כמוסות|קפליות|טבליות)(?![\u05D0-\u05EA])/u;

/** The text after a figure opens with a Thai, Greek or Hebrew measure. */
const isScriptMeasure = (tail: string): boolean =>
  THAI.test(tail) || GREEK.test(tail) || HEBREW.test(tail);

/** A figure with such a measure anywhere in a label ("FAGE TOTAL 2% 3X200ΓΡ"): a pack size. */
export function hasScriptPackSize(label: string): boolean {
  const figures = label.matchAll(/\d(?:[.,]\d+)?/gu);
  for (const f of figures) {
    if (isScriptMeasure(label.slice((f.index ?? 0) + f[0].length))) return true;
  }
  return false;
}
