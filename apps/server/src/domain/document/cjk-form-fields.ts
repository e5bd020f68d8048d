/**
 * A Japanese, Chinese or Korean card prints its fields as a label and a gap, no colon after it:
 * "品名・型式 (a wide gap) 衣類乾燥機 …", "保 証 期 間  お買い上げ日から 1年", "形名：XY-10". The
 * label is the leading run of such letters (perhaps spaced out) that the form knows.
 */
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}・]+$/u;
/** A label of this many letters at the most; a longer run is a sentence. */
const LONGEST_LABEL = 8;

export interface FieldParts {
  key: string;
  value: string;
}

/**
 * The label and its value when the line opens with a label `known` accepts, then a gap or a
 * colon, then the value; null otherwise.
 */
export function cjkFieldParts(text: string, known: (key: string) => boolean): FieldParts | null {
  const parts = text.trim().split(/([:：]|[ \u3000]+)/u);
  let key = '';
  for (let k = 0; k + 2 < parts.length; k += 2) {
    const word = parts[k]!;
    if (!CJK_WORD.test(word)) return null;
    key += word;
    if (key.length > LONGEST_LABEL) return null;
    if (!known(key.normalize('NFC'))) continue;
    const value = parts
      .slice(k + 2)
      .join('')
      .replace(/^[:：\s\u3000]+/u, '')
      .trim();
    return value ? { key, value } : null;
  }
  return null;
}
