/**
 * The lines of a Chinese order or till that are never items, in traditional and simplified
 * characters: subtotals, totals, shipping, discounts, tax, payment and order fields. Chinese
 * writes a label without spaces, so the word is looked for inside the label; each is one no
 * product name carries.
 */
import type { NonItemKind } from './non-item-lexicon.js';

const HAN = /\p{Script=Han}/u;

const KINDS: Array<[NonItemKind, RegExp]> = [
  // Shipping, discounts, vouchers and coins set against the price; first, as "運費總金額" is shipping
  // ("满减" a spend-and-save discount, "京豆抵扣" loyalty points deducted)
  [
    'charge',
    /^運費|^运费|折扣|折抵|抵扣|^[满滿][减減]|折[價价]券|[優优]惠|手[續续][費费]|[紅红]包|立[减減]/u,
  ],
  // A service sold beside the goods: an extended warranty ("延长保修3年"), a screen or accident
  // cover ("碎屏保"), installation or delivery fees, and the order's service fees ("服务费")
  [
    'charge',
    /延[长長]保[修固]|延保|碎屏[险險保]|意外[险險保]|^服[务務][：:]|服[务務][费費]|安[装裝][费費]|配送[费費]|[运運]送[费費]/u,
  ],
  // "商品小計", "商品總金額" (the goods before shipping and vouchers); "應稅銷售額" (the taxed sales)
  ['subtotal', /小[計计]|商品[總总]金?[額额]|商品金[額额]|[貨货]款|[銷销][售][額额]/u],
  [
    'total',
    /^(?:訂單|订单|應付|应付|實付|实付|付款)金[額额]|^(?:應付|应付|實付|实付)款?$|[總总][計计]|合[計计]|[總总]金[額额]|[總总][額额]|[總总]保[額额]|保[額额]合[計计]/u,
  ],
  ['tax', /[稅税][額额金]|[營营]業[稅税]|增值[稅税]/u],
  ['payment', /^(?:付款|支付)方式|^現金|^现金|^找零|^刷卡|^信用卡/u],
  [
    'meta',
    /^(?:訂單|订单)[編编][號号]|^[發发]票|^統一編號|^收件人|^寄送地址|^收[貨货]地址|^下[單单]時間|^下单时间|^預計到[貨货]|^预计到货|^賣場|^卖场|^店[铺舖鋪]|^商家|^[卖賣]家|退[貨货]|退款/u,
  ],
];

export function chineseKind(label: string): NonItemKind | null {
  if (!HAN.test(label)) return null;
  // "配  送  费" (ideographic spaces), "折 扣": a label spread over the column's width with spaces.
  const text = label
    .normalize('NFC')
    .replace(/(?<=\p{Script=Han})[\s\u3000]+(?=\p{Script=Han})/gu, '')
    .trim();
  for (const [kind, pattern] of KINDS) if (pattern.test(text)) return kind;
  return null;
}
