/**
 * A seller or buyer talking about the price ("I can do £240 if you take everything", "Zusammen
 * würde ich alles für 480 € abgeben", "Asking $750 for the lot, firm"): a message's line that puts
 * a price on a deal rather than on a thing it names. Only the words before the price count, so
 * "Set of 4 chairs - £60 for all four" stays an item.
 */

import { BUNDLE_PHRASE } from './bundle.js';
import { isDealTalkAbroad } from './deal-talk-abroad.js';
import { isSeparateSum } from './separate-sums.js';

/** Deal words in the product's languages: asking, offers, "if you take", "I'll let it go for". */
const DEAL =
  /(?<![\p{L}])(?:asking|can do|could do|if you|if (?:i|we) (?:take|buy|get|grab)|total is|would (?:take|do|let|accept)|wenn (?:du|sie|ihr)|würde ich|w[uü]rdest du|w[uü]rden sie|nimmst du|gibst du|w[uü]rde (?:es|alles)|abgeben|verhandlungsbasis|festpreis|si (?:te|tu|vous|usted)|te lo|te los|os lo|se lo|je (?:vous |te )?(?:le|les|la) (?:laisse|fais)|à débattre|negociable|negoci[aá]vel|se (?:voc[eê]|levar|prendi|prende)|te (?:lo|la|li) (?:lascio|do)|trattabile|als je|voor alles|samen voor|kalau (?:ambil|borong)|boleh nego|bisa nego|would you (?:take|do|accept|consider)|will you take|how about|czy|oddam(?: za)?|kan du (?:få|ta|gi)|du kan få|selges|s[æä]lges|s[äa]ljes|make it|adds? up to|comes to|d[aá]m za|dohromady|najednou|v[sš]e za|celkem za|that'?s|that is|all up|[çc]a fait|cela fait|s[ée]par[ée]ment|allez|d'accord|bior[eę](?: za)?|wezm[eę](?: za)?|niech b[eę]dzie)(?![\p{L}])/iu;

/** A first- or second-person speaker opening the line with a modal: "I'd take", "Ich kann". */
const SPEAKER =
  /^(?:(?:i|we)(?:'d|'ll| would| can| could| will)|(?:ich|wir) (?:kann|können|würde|würden|könnte|mache|gebe)|(?:je|nous) (?:peux|pouvons|pourrais|fais|laisse)|(?:puedo|podría|podemos)|(?:posso|potrei|possiamo|faccio|lascio)|(?:ik|wij|we) (?:kan|kunnen|wil|doe|laat)|(?:saya|aku|kami) (?:boleh|bisa|kasi|bagi|jual))(?![\p{L}])/iu;

/** What sending it costs: "pošlu Zásilkovnou (poštovné 89 Kč", "postage $12", "Versand 5,49 €". */
const POSTAGE =
  /(?<![\p{L}])(?:po[sš]tovn[eé]|postage|shipping|porto|versand(?:kosten)?|frakt|wysy[lł]ka|envio|envío|verzendkosten)\s*:?\s*$/iu;

/** A time to meet, not a price: "Can I grab it tomorrow arvo around 3?", "pick up Sat at 10". */
const MEETING_TIME =
  /(?<![\p{L}])(?:today|tomorrow|tonight|morning|afternoon|evening|arvo|pick(?:\s?up)?|grab|collect|come (?:by|round|over)|mon\p{L}*|tue\p{L}*|wed\p{L}*|thu\p{L}*|fri\p{L}*|sat\p{L}*|sun\p{L}*|jutro|pojutrze|dzi[sś]|demain|ce soir|samedi|dimanche|morgen|heute|ma[ñn]ana|domani|i morgen|imorgon|zítra|z[ií]tra)(?![\p{L}]).*(?:around|about|at|by|from|after|before|po|o|ok\.?|vers|à|um|gegen|ab|a las|alle|om|kl\.?)\s*$/iu;

/**
 * A deposit or an advance paid or sent ahead of the rest ("I'll send a deposit of $50", "bank in
 * deposit RM 200", "Anzahlung 100 €", "zaliczka 200 zł"): money on the deal, not a thing's price.
 */
const DEPOSIT =
  /(?<![\p{L}])(?:deposit|down ?payment|advance|bank[ -]in|cagaran|wang pendahuluan|duit pendahuluan|uang muka|anzahlung|acompte|arrhes|se[ñn]al|anticipo|caparra|acconto|sinal|aanbetaling|depositum|forskudd|handpenning|k[äa]siraha|zaliczk\p{L}*|zadatek|kapora\p{L}*|kaparo\p{L}*|malipo ya awali|передоплат\p{L}*|предоплат\p{L}*|завдаток|задаток)(?:\s+(?:of|von|de|di|van|på|av|na|ya|ke|do|dulu|first|now|today|jetzt|heute|ahora|hoy|maintenant|adesso|oggi|agora|hoje|nu|idag|teraz|dzi[sś]|sekarang|şimdi|bugün|hemen|leo|sasa)){0,2}\s*:?\s*$/iu;

/** The words before a line's price put a price on a deal, on sending it or on a time, not on a thing. */
export function isPriceTalk(lead: string): boolean {
  const text = lead.replace(/^[\s\-–—*•·>]+/, '').trim();
  return (
    DEAL.test(text) ||
    SPEAKER.test(text) ||
    POSTAGE.test(text) ||
    MEETING_TIME.test(text) ||
    DEPOSIT.test(text) ||
    isDealTalkAbroad(text) ||
    isSeparateSum(text)
  );
}

/**
 * The line's first price is on everything offered: only a bundle word stands before it
 * ("Zusammen 650 € VB"), or the price opens the line and one follows it ("£280 for everything").
 */
export function isPriceOnAll(lead: string, tail: string): boolean {
  const before = lead.replace(/^[\s\-–—*•·>]+/, '').replace(/[\s:,–—-]+$/, '');
  const whole = new RegExp(`^(?:${BUNDLE_PHRASE.source})$`, 'iu');
  const opening = new RegExp(`^\\s*(?:${BUNDLE_PHRASE.source})`, 'iu');
  // "Super, 420 € pour le lot ?": a word or two of reply, then the price on the lot.
  const reply = before.split(/\s+/).length <= 2 && !/\d/.test(before) && opening.test(tail);
  return (
    whole.test(before) ||
    (before === '' && opening.test(tail)) ||
    reply ||
    ON_ALL_BEFORE_PRICE.test(before)
  );
}

/**
 * A lead that ends on the bundle the price is for: "It's the whole bundle for", "Home gym bundle
 * –", "Alt selges samlet for", "wszystkiego razem oddam za".
 */
const ON_ALL_BEFORE_PRICE =
  /(?<![\p{L}])(?:(?:whole|the) (?:bundle|lot)|\p{L}+ bundle|whole lot|everything|all of it|alt (?:\p{L}+ )?samlet|samlet|tilsammen|tillsammans|wszystko|ca[lł]o[sś][cć]|(?:alles )?zusammen|(?:vai|v[ãa]o|va|van) junt[oa]s?|tudo junto|todo junto)(?: (?:for|f[üu]r|za|pour|por|per|voor|f[öo]r|til|på|pelo|pela))?$/iu;
