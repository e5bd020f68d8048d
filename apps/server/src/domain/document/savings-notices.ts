/**
 * A till's or an order's note of what the shopper saved, wherever the loyalty scheme's name puts
 * the verb ("Karta Plus: zaoszczędzono 5,40 zł", "Mit Bonuskarte haben Sie 3,10 € gespart",
 * "Vous avez économisé 4,00 €", "为您节省 ¥12.00"). Only the verb's saved forms are matched:
 * "risparmio energetico" or "pack ahorro" name products.
 */
const SAVED =
  /(?<![\p{L}])(?:zaoszcz[eę]dzono|zaoszcz[eę]dzi[lł]\p{L}*|gespart|bespaard|sparat|sparet|s[äa][äa]stit|s[äa][äa]stetty|[ée]conomis[ée]e?s?|ahorr(?:aste|ado|ó)|risparmiat[oi]|economiz(?:ou|aste|ado)|megtakar[ií]tott|economisit|заощадил\p{L}*|заощаджено|сэкономил\p{L}*|сэкономлено|kazand[ıi]n[ıi]z|tiết kiệm được)(?![\p{L}])|为您节省|为你节省|已节省|共节省|節省了|节省了|お得額|절약/iu;

/**
 * The saved form glued to its auxiliary where a camera dropped the space ("AVEZECONOMISE",
 * "HAVESAVED"): only after the auxiliary, so no product word ending so is read as one.
 */
const SAVED_GLUED =
  /(?<![\p{L}])(?:avez|avons|as|have|has|haben|hast|habt|hebt|heeft|hebben|har|hai|ha|has)(?:[ée]conomis[ée]e?s?|saved|gespart|bespaard|sparat|sparet|risparmiat[oi]|ahorrado|economizado)(?![\p{L}])/iu;

export const isSavingsNotice = (label: string): boolean =>
  (SAVED.test(label) || SAVED_GLUED.test(label)) && label.split(/\s+/).length <= 10;
