/**
 * A shop's offer to pay in instalments, printed under a price: "ou 12x de R$ 89,90 sem juros",
 * "em até 10x", "o 6 cuotas sin interés de $ 4.500", "oppure 3 rate da 33,00 €". It prices no
 * thing of its own: the amount is a share of the price above it.
 */
const INSTALMENT =
  /^(?:ou|or|o|oppure|of|oder)\s+(?:(?:em|en|in)\s+)?(?:at[ée]\s+|hasta\s+|bis\s+zu\s+)?\d{1,2}\s?(?:[x×](?![\p{L}\d])|(?:cuotas|parcelas|prestações|rate|raten|termijnen|mensualit[ée]s)(?![\p{L}]))|^(?:em|en)\s+at[ée]\s+\d{1,2}\s?[x×](?![\p{L}\d])|(?<![\p{L}])(?:sem juros|sin inter[ée]s(?:es)?|senza interessi|zinsfrei|renteloos)(?![\p{L}])/iu;

export function isInstalmentOffer(label: string): boolean {
  return INSTALMENT.test(label.trim());
}
