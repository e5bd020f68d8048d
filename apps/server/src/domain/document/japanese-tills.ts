/**
 * The lines of a Japanese till that are never items: its subtotal, total, tax lines, tender and
 * change, and its notices; an insurance schedule's sum insured and premium. Japanese writes a label without spaces between words, so a till's
 * word is looked for inside the label; each word is one no product name carries.
 */
import type { NonItemKind } from './non-item-lexicon.js';

/** Kana or kanji: the label is written in Japanese. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

const KINDS: Array<[NonItemKind, RegExp]> = [
  // "小計", "10%対象" (the amount a tax rate applies to)
  ['subtotal', /小計|対象(?:額|計)?$|^(?:ショウケイ|シヨウケイ)/u],
  // "内消費税等", "外税", "※印は軽減税率適用商品"
  ['tax', /消費税|[内外]税|税額|税率|^(?:ショウヒゼイ|シヨウヒゼイ|ウチゼイ|ソトゼイ)/u],
  // An insurance schedule's sum insured: "家財保険金額", "保険金額合計"
  [
    'total',
    /^(?:お?買上げ?)?合計|^(?:ゴウケイ|ゴーケイ)$|総合計|^総計|ご請求額|お支払(?:い)?金?額|保険金額/u,
  ],
  // Tender and change: "お預り", "お預かり", "現金", "お釣り", "釣銭", also in katakana ("ｹﾞﾝｷﾝ")
  [
    'payment',
    /^お?預(?:か)?り|^現金|^お?釣り?(?:銭)?$|^釣銭|^クレジット|^デビット|^電子マネー|^交通系|^お?支払|^(?:ゲンキン|オツリ|オ?アズカリ|デンシマネー)/u,
  ],
  // An extended warranty sold with the goods: "延長保証 5年"
  // and an insurance schedule's premium: "年間保険料"
  ['charge', /延長保証|長期保証|保険料/u],
  // Returns notice, loyalty, registration number, register and clerk
  ['meta', /返品|交換|レシート|領収|ポイント|会員|登録番号|^レジ|^責/u],
];

/** A label printed with its characters spaced out ("合 計", "小 計", "お 預 り"). */
const SPACED =
  /^(?:[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}] ){1,4}[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}](?![\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}])/u;

export function japaneseKind(label: string): NonItemKind | null {
  if (!JAPANESE.test(label)) return null;
  // Half-width katakana a till prints ("ｸﾚｼﾞｯﾄ", "ｵﾂﾘ") read as the full-width words.
  const trimmed = label.normalize('NFKC').trim();
  const text = trimmed.replace(SPACED, (m) => m.replace(/ /g, ''));
  for (const [kind, pattern] of KINDS) if (pattern.test(text)) return kind;
  return null;
}
