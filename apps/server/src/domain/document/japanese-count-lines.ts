/**
 * A Japanese till's lines as the rest of the reader knows them. The count and unit price printed
 * under a name, the counter glued to the count and the times sign full-width ("2コＸ単198",
 * "3個×@120"), become "2 @ 198". The reduced-rate mark after a name ("牛乳※", "パン＊") marks its
 * tax rate, not its name, and goes.
 */
import type { TextLine } from './types.js';

const COUNT_UNDER_NAME =
  /^([\s\u3000]*)(\d{1,3})\s*(?:コ|個|点|ヶ|ケ|本|枚|袋|パック|P)?\s*[XxＸｘ×*＊]\s*(?:単価?|@|＠)?\s*[¥￥]?\s*(\d[\d,]*)\s*$/u;

/** The mark at the name's end, before the gap to its price. */
const REDUCED_RATE_MARK = /(?<=\S)[※＊](?=[\s\u3000]+[¥￥]?\s*\d)/u;

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function withJapaneseCountLines(lines: TextLine[]): TextLine[] {
  if (!lines.some((l) => JAPANESE.test(l.text))) return lines;
  return lines.map((line) => {
    const count = COUNT_UNDER_NAME.exec(line.text);
    if (count && /[コ個点ヶケ本枚袋ＸｘX×＊単]/u.test(line.text))
      return { ...line, text: `${count[1]}${count[2]} @ ${count[3]}` };
    if (REDUCED_RATE_MARK.test(line.text))
      return { ...line, text: line.text.replace(REDUCED_RATE_MARK, ' ') };
    return line;
  });
}
