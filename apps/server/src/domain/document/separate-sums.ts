/**
 * What the things come to when bought one by one ("Separately that'd be $410", "Einzeln wären das",
 * "Los gekocht kost het", "Erikseen ne maksaisivat", "Külön-külön"): a sum over the listed things,
 * said to set off a bundle price, never the price of a thing of its own.
 */
const SEPARATELY = new RegExp(
  String.raw`(?<![\p{L}])(?:separately|individually|one by one|bought apart|einzeln|einzelpreis(?:e)?|st[üu]ckweise|los(?:se)? gekocht|afzonderlijk|apart gekocht|hver for seg|hver for sig|enkeltvis|var f[öo]r sig|styckvis|erikseen|erillisin[äa]|singolarmente|separatamente|uno (?:per|a) uno|separadamente|individualmente|un(?:o|a) a un(?:o|a)|s[ée]par[ée]ment|à l'unité|zvl[aá][sš][tť]|jednotlivo|po kusoch|po kusech|oddzielnie|pojedynczo|k[üu]l[öo]n(?:-k[üu]l[öo]n)?|ayr[ıi] ayr[ıi]|tek tek|окремо|по окремості|отдельно|поштучно|satu[- ]satu|secara berasingan|berasingan)(?![\p{L}])`,
  'iu',
);

/** The words before a line's price say it is the things' sum bought one by one. */
export function isSeparateSum(lead: string): boolean {
  return SEPARATELY.test(lead);
}
