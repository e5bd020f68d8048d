/**
 * Deal talk in Norwegian, Danish, Swedish, Ukrainian, Russian, Polish, Spanish, Swahili, Arabic and
 * a few more sale chats: what the lot comes to, "if you take everything", a buyer's offer, "I can
 * go down to", a deposit or the agreed price to be sent, a counter-offer.
 * The words before a price that make it a price on a deal, not on a thing.
 */
const DEAL_ABROAD = new RegExp(
  [
    // Norwegian, Danish, Swedish
    String.raw`samlet (?:blir|bliver) det`,
    String.raw`sammanlagt blir det`,
    String.raw`(?:tar|tager) (?:dere|du|i|ni) (?:alt|allt|alle|begge|dem)`,
    String.raw`^(?:men )?(?:tar|tager) du`,
    String.raw`kan g[åa] ne[dr] til`,
    String.raw`hvis (?:dere|du|i) tar`,
    String.raw`om (?:du|ni) tar`,
    String.raw`f[åa]r (?:dere|du|i|ni) (?:det|alt|allt)`,
    // Ukrainian and Russian
    String.raw`разом виходить`,
    String.raw`вместе выходит`,
    String.raw`якщо (?:берете|візьмете|береш|візьмеш)`,
    String.raw`если (?:берете|возьмете|берешь|возьмешь)`,
    String.raw`(?:віддам|отдам|віддасте|отдадите)`,
    String.raw`за (?:обидва|обидві|все|всё|оба|обе)`,
    // "Актуальні. За 19 500": a reply's price after its first sentence.
    String.raw`(?:^|[.?!]\s*)за$`,
    // Polish and Spanish: "całość oddam za", "Por separado serían"
    String.raw`oddam (?:za|wszystko)`,
    String.raw`ca[lł]o[sś][cć] (?:oddam|sprzedam|za)`,
    String.raw`por separado (?:ser[ií]an|son|sale|salen)`,
    String.raw`te (?:dejo|lo dejo) todo`,
    // What the things come to apart, right before its figure: "Razem osobno", "Osobno wychodzi"
    String.raw`(?:razem )?osobno(?: razem)?(?: (?:to|jest|wychodzi|b[eę]dzie|daje))?$`,
    // A buyer paying the agreed price: "Trato!! Te transfiero", "przelewam", "je vous vire"
    String.raw`(?:te|le|les) (?:transfiero|deposito|pago)`,
    String.raw`transfiero`,
    // A buyer's offer or the money put down: "te doy 90", "le doy la mitad"
    String.raw`(?:te|le) doy`,
    String.raw`przelewam|przelej[eę]|wy[sś]l[eę] przelew`,
    String.raw`je (?:te |vous )?(?:vire|fais (?:le|un) virement)`,
    String.raw`ich [uü]berweise|[uü]berweise (?:dir|ihnen|euch)`,
    String.raw`ti faccio (?:il )?bonifico`,
    String.raw`(?:te|lhe) (?:transfiro|fa[çc]o (?:o )?pix|mando (?:o )?pix)`,
    // A counter-offer named as one: "Disons 175 €", "Digamos 90", "Sagen wir 300"
    String.raw`^(?:disons|digamos|diciamo|sagen wir|zeggen we|powiedzmy|let'?s say)`,
    // Swahili
    String.raw`jumla (?:ni|yake)`,
    String.raw`ukichukua`,
    String.raw`nakupea`,
    String.raw`nitatuma`,
    String.raw`nitakutumia`,
    String.raw`nikupe`,
    String.raw`nakupa`,
    String.raw`ukinunua`,
    String.raw`kimoja kimoja`,
    String.raw`bei ya mwisho`,
    // Arabic, standard and spoken: "whoever takes it all", "last price", "if you take"
    String.raw`(?:اللي|يلي|الي|من) (?:بياخد|بياخذ|ياخد|ياخذ|يأخذ|بيشتري|يشتري)`,
    String.raw`(?:آخر|اخر) سعر`,
    String.raw`المجموع (?:عال|على ال)(?:قطعة|حبة|واحدة)`,
    String.raw`السعر النهائي`,
    String.raw`(?:إذا|اذا|لو) (?:أخذت|اخذت|بتاخد|تاخد|خذيت|اشتريت)`,
    String.raw`(?:بعطيك|بعطيه|بعطيكن|بتركلك|بخليلك)`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'iu',
);

/** The words before a line's price put it on a deal in one of these languages. */
export function isDealTalkAbroad(lead: string): boolean {
  return DEAL_ABROAD.test(lead.trim());
}
