/**
 * Lines that are never items, in English, German, French, Spanish, Portuguese, Italian, Dutch,
 * Indonesian/Malay and the Scandinavian languages: totals, taxes, service, tips, rounding,
 * discounts, deposits, shipping, change, payments, loyalty, company and legal lines, contacts,
 * dates and order/table/cashier lines. A line is judged by its structure and where the word sits
 * (a label that starts with the word, or a short label that contains it), never by a keyword
 * buried in a product name.
 */
import { isMisreadBag } from './misread-bags.js';
import { fold, words } from '../words/fold.js';
import { isFeeLine } from './fee-lines.js';
import { MisreadWords } from './misread-words.js';
import { MisreadPhrases } from './misread-phrases.js';
import { chineseKind } from './chinese-labels.js';
import { japaneseKind } from './japanese-tills.js';
import { thaiKind } from './thai-tills.js';
import { unmixScripts } from './mixed-scripts.js';
import { lookAlikeReadings, ungluedReadings, withoutSectionSign } from './ocr-label-repair.js';
import { hasScriptPackSize } from './script-measures.js';
import { isServiceLine } from './service-lines.js';
import { afterRowCode, isSoldService, opensWithService } from './sold-services.js';
import { joinsAThing } from './comes-with.js';
import { isParcelCount } from './parcel-counts.js';
import { isSavingsNotice } from './savings-notices.js';
import { isCardTender } from './card-tenders.js';
import { isRateNote } from './rate-notes.js';
import { isPointsEarned } from './points-earned.js';
import { isReturnPolicy } from './return-policy.js';
import { isExemptTaxClass } from './tax-class-rows.js';
import { MORE_BEFORE_NUMBER, MORE_WORDS } from './lexicon-more.js';
import { ALONE, AMBIGUOUS_INSIDE } from './label-words.js';
import {
  ARTICLE_NUMBER,
  BAG_OR_ROUNDING,
  EAST_WORDS,
  FIELD_LINE,
  NOTICE,
  SHIPPING_FIELD,
} from './lexicon-east.js';
import {
  FAR_BEFORE_NUMBER,
  FAR_WORDS,
  LABOUR_WORDS,
  PLACE_AND_DATE,
  koreanKind,
} from './lexicon-far.js';
import { LEVANT_WORDS } from './lexicon-levant.js';
import { ADRIATIC_BALTIC_NOTICE, ADRIATIC_BALTIC_WORDS } from './lexicon-adriatic-baltic.js';
import { CYRILLIC_ADDRESS, CYRILLIC_WORDS } from './lexicon-cyrillic.js';
import { TILL_EXTRA_WORDS } from './lexicon-till-extras.js';
import { CAUCASUS_ALBANIA_ICELAND_WORDS } from './lexicon-caucasus-albania-iceland.js';
import { KHMER_AMHARIC_WORDS } from './lexicon-khmer-amharic.js';
import { isFieldLineAbroad } from './field-lines-abroad.js';
import { isInstalmentOffer } from './instalment-offers.js';
import { isFigureFields } from './figure-fields.js';
import { BALTIC_BALKAN_WORDS, SERVICE_OPENERS } from './lexicon-baltic-balkan.js';
import { BENGALI_WORDS } from './lexicon-bengali.js';
import { DEVANAGARI_WORDS } from './lexicon-devanagari.js';
import { SCHEDULE_WORDS } from './lexicon-schedules.js';
import { CARRIED_SUM_WORDS } from './lexicon-carried-sums.js';
import { REPAIR_TICKET_WORDS } from './lexicon-repair-tickets.js';
import { SETTLEMENT_WORDS } from './lexicon-settlements.js';
import { LEXICON, type NonItemKind } from './non-item-lexicon.js';
import { billedWorkKind, codeColumn } from './billed-work-vocabulary.js';

export type { NonItemKind } from './non-item-lexicon.js';

/** Words that mean an order/table/cashier line only when a number or code follows them. */
const BEFORE_NUMBER_WORDS = [
  ...'order bestellung pedido commande ordine pesanan bestelling invoice rechnung factura fatura facture fattura faktur invois receipt bon bon-nr beleg kassenbon ticket table tisch mesa meja tavolo cashier kasir kasse caisse cajero cassa server guests coperti couverts reg register terminal trans transaction store markt filiale check job client no nr n° nº'.split(
    ' ',
  ),
  ...MORE_BEFORE_NUMBER,
  ...FAR_BEFORE_NUMBER,
];
/** "No7 Protect & Perfect Day Cream": a brand that glues "No" to a figure, then names the thing. */
const NUMBERED_BRAND =
  /^no\d{1,2}\s+(?!(?:table|tisch|mesa|meja|tavolo|order|guests?|pax|covers?)(?![\p{L}]))\p{L}{3,}/iu;
const META_BEFORE_NUMBER = new RegExp(
  `^(?:${BEFORE_NUMBER_WORDS.join('|')})\\.?\\s*(?:#|no\\.?|nr\\.?|n[°º]|number|:)?\\s*(?:#|\\d+(?![\\p{L}\\d]))`,
  'iu',
);

const PHRASES: Array<{ kind: NonItemKind; phrase: string[] }> = Object.entries(LEXICON)
  .flatMap(([kind, list]) =>
    [
      ...list,
      ...MORE_WORDS[kind as NonItemKind],
      ...EAST_WORDS[kind as NonItemKind],
      ...FAR_WORDS[kind as NonItemKind],
      ...LEVANT_WORDS[kind as NonItemKind],
      ...ADRIATIC_BALTIC_WORDS[kind as NonItemKind],
      ...CYRILLIC_WORDS[kind as NonItemKind],
      ...TILL_EXTRA_WORDS[kind as NonItemKind],
      ...CAUCASUS_ALBANIA_ICELAND_WORDS[kind as NonItemKind],
      ...KHMER_AMHARIC_WORDS[kind as NonItemKind],
      ...BALTIC_BALKAN_WORDS[kind as NonItemKind],
      ...BENGALI_WORDS[kind as NonItemKind],
      ...DEVANAGARI_WORDS[kind as NonItemKind],
      ...SCHEDULE_WORDS[kind as NonItemKind],
      ...REPAIR_TICKET_WORDS[kind as NonItemKind],
      ...SETTLEMENT_WORDS[kind as NonItemKind],
      ...(kind === 'meta' ? CARRIED_SUM_WORDS : []),
    ].map((p) => ({
      kind: kind as NonItemKind,
      phrase: words(p),
    })),
  )
  .filter((p) => p.phrase.length > 0)
  .sort((a, b) => b.phrase.length - a.phrase.length);

const LEXICON_WORDS = new Set([
  ...PHRASES.filter((p) => p.phrase.length === 1).map((p) => p.phrase[0]!),
  ...['eur', 'usd', 'gbp', 'chf', 'myr', 'idr', 'rm', 'rp', 'incl', 'inkl', 'ttc', 'ht'],
]);

/** The kinds of label that say what was paid, not what was sold. */
const MONEY_KINDS = new Set<NonItemKind>(['total', 'subtotal', 'payment']);

/** One-word labels by kind, for a till's word with one letter misread ("STATIFGELD"). */
const MISREAD = new MisreadWords(
  PHRASES.filter((p) => p.phrase.length === 1).map((p): [string, NonItemKind] => [
    p.phrase[0]!,
    p.kind,
  ]),
);

/** A till's money labels of several words, for one with a letter misread ("Iền khách đua"). */
const MISREAD_PHRASES = new MisreadPhrases(
  PHRASES.filter((p) => MONEY_KINDS.has(p.kind)).map((p): [string[], NonItemKind] => [
    p.phrase,
    p.kind,
  ]),
);

/** Phrases by their first word, longest first. */
const BY_FIRST = new Map<string, typeof PHRASES>();
for (const p of PHRASES) {
  const list = BY_FIRST.get(p.phrase[0]!) ?? [];
  list.push(p);
  BY_FIRST.set(p.phrase[0]!, list);
}

/** Fees and service plans sold beside goods: a charge, never a belonging. */
/** Cover sold with a product: "PRO EXTENDED 2YR PROTECTION", "Care & Repair 24m (monthly)". */
const COVER =
  /\bextended\b.*\b(?:protection|warranty|cover|care|service)\b|^(?:\w+ )?(?:care|repair|care and repair|care repair|protection|protect|insurance|cover|accident cover)\b.*\b(?:monthly|yr|yrs|year|years|m|months|mo)\b/;
const FEE_OR_PLAN =
  /(?:^|\s)(?:fee|fees|gebuhr|gebuhren|frais|tasa|taxa|levy|surcharge)$|(?:^|\s)(?:e ?waste|ewaste|recycl\w*|environmental|eco|disposal|installation|delivery|assembly|activation|setup|restocking|service|handling)\s+(?:fee|fees|charge|charges|levy)\b|(?:protection|service|care|warranty|replacement|accident\w*|damage)\s+(?:plan|pack|package|cover|coverage)\b|\b(?:extended warranty|garantieverlangerung|garantieverlaengerung|extension de garantie|garantia extendida|garantia estendida|applecare|geek squad|schutzbrief|prosupport)\b|\b(?:installation|repair|assembly|delivery|fitting)\s+service\b|^(?:installation|livraison|raccordement|pose|montage)\s+(?:lave|seche|four|frigo|refrigerateur|congelateur|cuisiniere|hotte|plaque|televiseur|tv|climatiseur)\b/;

/**
 * Services and till bags, when the label says nothing else: "HAUL AWAY SERVICE", "Lieferung +
 * Anschluss", "Altgeräte-Rücknahme", "BAG FOR LIFE", "Tragetasche". "Installation kit" or "Tote
 * bag, canvas" name other words and stay items.
 */
const SERVICE_OR_BAG = new Set(
  (
    'delivery transport haul removal disposal recycling assembly installation install fitting mounting setup ' +
    'labour labor workmanship takeback lieferung anschluss montage aufbau entsorgung rucknahme ' +
    'altgerat altgerate altgeratemitnahme mitnahme livraison reprise raccordement entrega instalacion ' +
    'montaje portes recogida consegna installazione montaggio ritiro trasporto bezorging installatie ' +
    'levering bezorgkosten instalacao montagem recolha pengiriman pemasangan penghantaran ' +
    'onderhoudsbeurt onderhoud wartung inspektion tagliando revisione manutenzione mantenimiento ' +
    'manutencao servis perbaikan ' +
    'weee packing forwarding verpackung emballage embalaje imballaggio embalagem verpakking postage ' +
    'carriage freight versand fracht labour labor arbeitszeit arbeitslohn manodopera werkuren upah ' +
    'bag bags carrier tragetasche tragetute tute papiertute plastiktute sac sacs cabas bolsa bolsas ' +
    'sacchetto sacchetti shopper saco sacos sacola sacolas draagtas tas tasje kantong beg kresek ' +
    'montering justering installering hemleverans bortforsling leverans frakt opsaetning oppsett ' +
    'levering bortkorsel kasse kassar plastkasse baerepose pose anslutning inkoppling tilslutning ' +
    'tilkobling werkstatt workshop taller officina oficina werkplaats bengkel erstinspektion ' +
    'inspection inspeccion ispezione inspecao inspectie anfahrt callout deplacement desplazamiento ' +
    'σακουλα σακουλας σακουλες σακουλακι שקית שקיות ' +
    'barkasse barkassar baerkasse papperskasse baerepose plastpose papirpose muovikassi ' +
    'paperikassi kassi reklamowka reklamowki reklamszatyor szatyor igelitka posetka posedi ' +
    'tui 쇼핑백 비닐봉투 レジ袋 ' +
    // Czech, Slovak, Polish, Croatian, Romanian, Turkish, Swahili, Finnish, Slovenian bags
    'taska tasky sacek torba torby torebka vrecica punga pungi poset mfuko pussi vrecka'
  )
    .split(' ')
    // Folded as the label's words are: Hangul and kana come apart into their letters.
    .map(fold),
);
const SERVICE_FILLER = new Set(
  (
    'service services charge away take back home next day standard express free old appliance ' +
    'appliances and und et y e with for life plastic paper reusable shopping to of the a ' +
    'mise en reutilisable plastique papier reutilizable plastico papel di del de la le und ' +
    'belanja collection compliance messa punto mano obra main oeuvre mao d och og av af til ' +
    'vor ort on site sur place ancien ancienne appareil appareils plastica verde pour psch ' +
    'pauschal recycle recycled recyclee recyclable kraft περιβαλλοντικο τελος היטל ' +
    'papper plast papir plastikk muovi paperi foliowa papierowa nilon nylon 유상 종이 ' +
    'papirova papirovy plastova plastovy igelitova papierowy hartie kagit karatasi ' +
    'mala maly mala duza duzy velka velky small medium large'
  )
    .split(' ')
    .map(fold),
);
/** Time spent on a service ("Bike fit (45 min)", "Beratung 2 Std."): labour, not a belonging. */
const DURATION = new Set(
  'min mins minutes hr hrs hour hours std stunde stunden heure heures hora horas ore uur jam'.split(
    ' ',
  ),
);
const TIMED_SERVICE = new Set(
  (
    'fit fitting service servicing session lesson consultation repair tune tuneup installation ' +
    'setup check inspection arbeit reparatur beratung einweisung wartung riparazione revisione ' +
    'lezione reparacion revision clase reparation cours revisao aula reparatie les servis kursus'
  ).split(' '),
);
/** Work done on a belonging ("Restoration of existing chest of drawers", "Reparatur des Rads"). */
const WORK_ON =
  /^(?:repairs?|restoration|restoring|servicing|cleaning|maintenance|alterations?|engraving|sharpening|tuning|reupholstery|reupholstering|refurbishment|reparatur|restaurierung|reinigung|wartung|aufarbeitung|reparation|restauration|nettoyage|entretien|reparacion|restauracion|limpieza|mantenimiento|riparazione|restauro|pulizia|manutenzione|reparacao|limpeza|manutencao|reparatie|restauratie|reiniging|onderhoud|perbaikan|pembersihan|servis|pembaikan)\s+(?:of|to|on|your|von|vom|des|der|ihrer|ihres|ihre|du|de|votre|vos|della|del|di|dello|su|sua|da|do|dos|das|van|het|uw)\s/;
/**
 * Labour billed on an invoice ("Labour: fitting", "Mano de obra: montaje", "(horas)"); the
 * Romance words for it name labour whatever follows ("Main-d'œuvre pose (par unité)").
 */
const LABOUR =
  /^(?:labou?r|labou?r charge|workshop|mano de obra|main[- ]d['’]?(?:oe|œ)uvre|m[aã]o de obra|arbeitszeit|arbeitslohn|manodopera|werkuren|arbeidsloon|upah)\s*(?::|\(|$)|^(?:mano de obra|main[- ]d['’]?(?:oe|œ)uvre|m[aã]o de obra)(?![\p{L}])/iu;
const isTimedService = (w: string[]): boolean =>
  w.some((x) => DURATION.has(x)) && w.some((x) => TIMED_SERVICE.has(x));

/**
 * The label before the qualifier that closes it: "Delivery & installation (north area)",
 * "Workshop: service"; "Bag (leather) weekender" goes on naming a thing.
 */
const headWords = (label: string): string[] => {
  const head = /^([^(:]+)(?::|\([^)]*\)\s*(?:[,;]|$))/.exec(label)?.[1];
  return head ? words(head.replace(/(?<![\p{L}])\d[\d.,]*/gu, ' ')) : [];
};

/** A short capital code opening a label, before a word: "DL Lieferung", "SV Montage". */
const SERVICE_CODE = /^\p{Lu}{1,3}(?:-\p{Lu}{1,2})?\s+\p{L}/u;

/** A German till's bag named by its stuff: "Papiertragetasche", "Stofftragetasche". */
const BAG_COMPOUND = /^\p{L}{3,}(?:tragetasche|tragetaschen|tragetute|tragetuten)$/u;
const isBag = (x: string): boolean => SERVICE_OR_BAG.has(x) || BAG_COMPOUND.test(x);
const isServiceOrBag = (w: string[]): boolean =>
  w.some(isBag) && w.every((x) => isBag(x) || SERVICE_FILLER.has(x));

/**
 * German and Scandinavian compounds ending in a total or cost word ("Gesamtsumme",
 * "Versandkosten", "Totalbelopp", "Leveransavgift", "Medlemsrabatt", "Öresavrundning").
 */
const COMPOUND =
  /(?:summe|betrag|steuer|kosten|gebuhr|zuschlag|rabatt|summa|belopp|avgift|avgifter|gebyr|gebyrer|rabat|avrundning|avrunding|afrunding|entsorgung|rucknahme|mitnahme)$/;
const COMPOUND_TOTAL = /(?:summe|betrag|summa|belopp)$/;
const FEE_COMPOUND = /^\p{L}{4,}(?:gebuhr|gebuhren|avgift|afgift|gebyr|abgabe|zuschlag)$/u;

function startsWith(label: string[], phrase: string[], at = 0): boolean {
  return phrase.every((w, k) => label[at + k] === w);
}

/**
 * A till label as OCR or a wide font printed it: "SOUS-T0TAL", "ARGENT C0MPTANT" (a zero for an
 * O between letters, an O for a zero in a date), "T O T A L" (letters spaced out).
 */
function ocrLetters(label: string): string {
  const spaced = /^(?:\p{L} ){3,}\p{L}(?![\p{L}])/u.exec(label);
  const joined = spaced ? spaced[0].replace(/ /g, '') + label.slice(spaced[0].length) : label;
  // "14/O2/2025 1O:52": a letter O inside a date or a time is its zero.
  return withoutSectionSign(joined)
    .replace(/(?<=\p{L})0(?=\p{L})/gu, 'o')
    .replace(/(?<=[\d/.:-]|(?<![\p{L}]))O(?=[/.:-]?\d|[/.:-])/gu, '0');
}

/**
 * A message's time stamp on a line of its own: "Sent 9 Mar 2025, 7:48 pm", "12. marts 2025 kl.
 * 21:15", "Hoy 18:32". Its words are only sending, day, month and clock words around figures.
 */
const STAMP_WORD =
  /(?<![\p{L}])(?:sent|sendt|skickat|gesendet|enviado|envoy[ée]|inviato|verzonden|wys[lł]ano|today|yesterday|hoy|ayer|heute|gestern|hoje|ontem|oggi|ieri|i dag|i g[åa]r|idag|ig[åa]r|vandaag|gisteren|aujourd'hui|hier|dzi[sś]|wczoraj|at|um|à|kl|klo|om|alle|às|a las|am|pm|(?:jan|feb|m[aä]r|apr|ma[iyj]|jun|jul|aug|sep|o[ck]t|nov|de[cz]|ene|abr|ago|dic|fev|set|out|gen|mag|giu|lug|ott|mei|okt|des|sty|lut|kwi|cze|sie|wrz|pa[zź]|lis|gru|mart|maart|marts|mars|marzo|março|m[aä]rz)\p{L}*|(?:mon|tue|wed|thu|fri|sat|sun|man|tir|ons|tor|fre|l[øo]r|s[øo]n|lun|mar|mi[eé]|jue|vie|s[aá]b|dom)\p{L}*)\.?(?![\p{L}])/giu;
export function isTimeStamp(label: string): boolean {
  if (!/\d{1,2}:\d{2}|\d{4}/.test(label)) return false;
  const stamped = label.match(STAMP_WORD) ?? [];
  if (!stamped.some((w) => /\p{L}{2}/u.test(w))) return false;
  return /^[\d\s.,:/\-–]+$/.test(label.replace(STAMP_WORD, ' '));
}

/** A section's title after a box or arrow ("■ 주문상품", "▶ Payment details"): no item. */
const SECTION_MARK = /^[■□◆◇▶▷►]\s*[^\d\s][^\d]{0,30}$/u;
/** A shop's or a section's heading in lenticular brackets, alone on its line ("【某某旗舰店】"). */
const BRACKETED_HEADING = /^[【〖〔][^【】〖〗〔〕]{1,40}[】〗〕]$/u;

/** A label in another script, a bar, then the same label in Latin letters. */
const BILINGUAL = /^[^|｜A-Za-z\d]+\s[|｜]\s([A-Za-z][^|｜]*)$/u;

/** A card number masked but for its last digits ("XXXXXXXXXXXX4402", "**** **** 1184"). */
const MASKED_CARD = /(?:^|[^\p{L}])(?:[xX*•#][\s-]?){4,}\d{2,4}(?![\p{L}\d])/u;

/** A blank to sign or fill in ("Il Locatore ________") or a page count ("Page 1 of 2"). */
const FORM_FOOTER =
  /_{4,}|^(?:page|seite|pagina|página|pagina|halaman|sida|side)\s+\d+\s*(?:of|von|di|de|van|dari|av|af|\/)\s*\d+$/iu;
/**
 * Initials put to a page ("Shipper initials: M.O.", "Paraphe du client :") and a page's running
 * head that says the list goes on ("ACME MOVERS - INVENTORY (cont.)"): no things.
 */
const INITIALS_OR_CONTINUED =
  /(?<![\p{L}])(?:initials|initialen|paraphe|iniciales|iniciais|sigla|parafka|paraaf)\s*:|\((?:cont(?:'d|inued|\.)?|fortsetzung|forts\.?|suite|continuaci[oó]n|continua(?:ção|zione)?|vervolg|ci[aą]g dalszy|jatkuu|forts[äa]ttning)\)\s*:?$/iu;
/** A signature line ("Signed: A. Lee", "Unterschrift Mieter", "Signature:"); "Signature wallet" is a product. */
const SIGNATURE_LINE =
  /^(?:(?:fait (?:en (?:deux|trois|\d) (?:exemplaires|originaux)|à \p{L})|signed in (?:duplicate|triplicate)|hecho (?:por duplicado|en dos ejemplares)|\(?signature précédée|(?:(?:le|la|the|der|die|el|la)\s+)?(?:bailleur|locataire|landlord|tenant|vermieter|mieter|arrendador|arrendadora|arrendatario|arrendataria|locador|locadora|locatario|locataria|inquilino|inquilina|propietario|propietaria)\s+(?:(?:le|la|the|der|die|el|la)\s+)?(?:bailleur|locataire|landlord|tenant|vermieter|mieter|arrendador|arrendadora|arrendatario|arrendataria|locador|locadora|locatario|locataria|inquilino|inquilina|propietario|propietaria)$)|(?:signed|sign here|unterschrift|unterschrieben|signé|assinado|ondertekend)(?![\p{L}])|(?:signature|firma|assinatura|handtekening|tandatangan|underskrift)\s*(?:[:(]|$)|(?:signature|firma|assinatura|handtekening)\s+(?:(?:del?|da|do|of(?: the)?|du|de la|van de)\s+)?(?:arrendador|arrendadora|arrendatario|arrendataria|inquilino|propietario|propietaria|cliente|client|tenant|landlord|owner|customer|buyer|seller|comprador|vendedor|locataire|bailleur|propri[ée]taire|huurder|verhuurder|locatore|conduttore)(?![\p{L}]))/iu;

/**
 * What kind of non-item a line's label is, or null when it may be an item. `label` is the line's
 * text without its amounts.
 */
export function nonItemKind(label: string): NonItemKind | null {
  // "المورد | Sold by: …", "판매자 | Seller: …": a label in two scripts; its Latin half decides.
  const bilingual = BILINGUAL.exec(label.trim());
  if (bilingual) return nonItemKind(bilingual[1]!);
  // An article number names no kind of line: what follows it does ("Varenr. 88 Levering").
  const trimmed = unmixScripts(ocrLetters(label.trim())).replace(ARTICLE_NUMBER, '');
  if (META_BEFORE_NUMBER.test(trimmed) && !NUMBERED_BRAND.test(trimmed)) return 'meta';
  if (isTimeStamp(trimmed)) return 'meta';
  if (FIELD_LINE.test(trimmed) || PLACE_AND_DATE.test(trimmed)) return 'meta';
  if (isFieldLineAbroad(trimmed) || isFigureFields(trimmed)) return 'meta';
  if (BAG_OR_ROUNDING.test(trimmed) || SHIPPING_FIELD.test(trimmed)) return 'charge';
  if (isMisreadBag(trimmed)) return 'charge';
  if (MASKED_CARD.test(trimmed) || isInstalmentOffer(trimmed) || isCardTender(trimmed))
    return 'payment';
  if (FORM_FOOTER.test(trimmed) || SIGNATURE_LINE.test(trimmed)) return 'meta';
  if (INITIALS_OR_CONTINUED.test(trimmed)) return 'meta';
  if (SECTION_MARK.test(trimmed) || CYRILLIC_ADDRESS.test(trimmed)) return 'meta';
  if (BRACKETED_HEADING.test(trimmed)) return 'meta';
  if (ADRIATIC_BALTIC_NOTICE.test(trimmed) || isSavingsNotice(trimmed)) return 'meta';
  if (isRateNote(trimmed)) return 'meta';
  if (isPointsEarned(trimmed)) return 'payment';
  if (isExemptTaxClass(trimmed)) return 'tax';
  const japanese =
    japaneseKind(trimmed) ?? chineseKind(trimmed) ?? koreanKind(trimmed) ?? thaiKind(trimmed);
  if (japanese) return japanese;
  const w = words(trimmed.replace(/(?<![\p{L}])\d[\d.,]*/gu, ' '));
  if (w.length === 0) return null;
  if (w.length >= 4 && (NOTICE.test(trimmed) || isReturnPolicy(trimmed))) return 'meta';
  const alone = w.length <= 2 ? ALONE.get(w.join(' ')) : undefined;
  if (alone) return alone;
  if (FEE_OR_PLAN.test(w.join(' ')) || COVER.test(w.join(' '))) return 'charge';
  const billed = billedWorkKind(w, trimmed);
  if (billed) return billed;
  if (isSoldService(w) || isSoldService(afterRowCode(trimmed, w))) return 'charge';
  if (isParcelCount(w)) return 'meta';
  // An invoice's code column before the description: "LABOR  Labor - install", "EVAC  Évacuation …".
  const coded = codeColumn(trimmed);
  if (coded && (coded.service || nonItemKind(coded.rest) === 'charge')) return 'charge';
  if (isFeeLine(w, trimmed) || isServiceLine(w, trimmed)) return 'charge';
  if (isServiceOrBag(w) || isServiceOrBag(headWords(trimmed))) return 'charge';
  // A service's code in the article column before it: "DL  Lieferung und Montage".
  const code = SERVICE_CODE.exec(trimmed);
  const uncoded = code
    ? words(trimmed.slice(code[0].length - 1).replace(/(?<![\p{L}])\d[\d.,]*/gu, ' '))
    : [];
  if (uncoded.length > 0 && (isServiceOrBag(uncoded) || isServiceLine(uncoded, trimmed)))
    return 'charge';
  if (isTimedService(w) || WORK_ON.test(w.join(' '))) return 'charge';
  if (LABOUR.test(trimmed) || w.every((x) => DURATION.has(x))) return 'charge';
  if (w.slice(0, 2).some((x) => LABOUR_WORDS.has(x) || SERVICE_OPENERS.has(x))) return 'charge';
  for (const { kind, phrase } of BY_FIRST.get(w[0]!) ?? []) {
    if (!startsWith(w, phrase)) continue;
    // "Service 5%" is a charge; "Service tray, walnut" may be an item.
    if (phrase.length === 1 && AMBIGUOUS_INSIDE.has(phrase[0]!) && w.length > 2) continue;
    // "Total Gym XLS trainer" is a product; "Total sum insured (specified items)" is not.
    if (phrase.length === 1 && w.length > 3 && !w.slice(1).some((x) => LEXICON_WORDS.has(x))) {
      continue;
    }
    return refine(kind, w);
  }
  if (COMPOUND.test(w[0]!)) return COMPOUND_TOTAL.test(w[0]!) ? refine('total', w) : 'charge';
  // "vRG Recyclinggebühr", "EL Miljøavgift": a fee's compound after a short code.
  if (w.length <= 4 && w.slice(1).some((x) => FEE_COMPOUND.test(x))) return 'charge';
  const misread =
    w.length <= 2 ? (MISREAD.oneLetterOff(w[0]!) ?? MISREAD.oneLetterDropped(w[0]!)) : null;
  if (misread) return misread;
  const misreadPhrase = w.length <= 4 ? MISREAD_PHRASES.oneEditOff(w) : null;
  if (misreadPhrase) return misreadPhrase;
  const misreadLabel = w.length <= 4 ? misreadLabelKind(w) : null;
  if (misreadLabel) return misreadLabel;
  // A short label that contains such a word anywhere ("Item(s) Subtotal", "enthaltene MwSt.").
  if (w.length <= 5) {
    for (let at = 1; at < w.length; at++) {
      // "Kettle incl. filter": what comes with the product, no tax.
      if (joinsAThing(w, at, (x) => LEXICON_WORDS.has(x))) {
        if (opensWithService(w)) return 'charge';
        continue;
      }
      for (const { kind, phrase } of BY_FIRST.get(w[at]!) ?? []) {
        if (kind === 'meta' || (phrase.length === 1 && AMBIGUOUS_INSIDE.has(phrase[0]!))) continue;
        // "COLGATE TOTAL WHTNG 4.8OZ": a pack size names a product; no total prints one.
        if (kind === 'total' && (PACK_SIZE.test(trimmed) || hasScriptPackSize(trimmed))) continue;
        if (startsWith(w, phrase, at)) return refine(kind, w);
      }
    }
  }
  return null;
}

/** Every word the till's phrases use, to split two of them glued together. */
const PHRASE_WORDS = new Set(PHRASES.flatMap((p) => p.phrase));

/** The phrase starting at word `at` of `w`, longest first. */
const phraseAt = (w: string[], at: number) =>
  (BY_FIRST.get(w[at]!) ?? []).find(({ phrase }) => startsWith(w, phrase, at));

/**
 * A money label or a bag a camera misread: a phrase of the till's with its space dropped
 * ("IMPORTETOTAL"), a money word with one look-alike letter ("GFSAMT EUR"), a bag word so
 * misread beside its material ("SACOIA PLASTICA").
 */
function misreadLabelKind(w: string[]): NonItemKind | null {
  for (const reading of ungluedReadings(w, PHRASE_WORDS)) {
    // The phrase covers the split word's head, or opens on its tail ("totala payer" → "a payer").
    for (let start = 0; start <= reading.at + 1; start++) {
      const found = phraseAt(reading.words, start);
      if (found && found.phrase.length >= 2 && start + found.phrase.length > reading.at)
        return refine(found.kind, reading.words);
    }
  }
  for (let at = 0; at < w.length; at++) {
    if (w[at]!.length < 5) continue;
    for (const word of lookAlikeReadings(w[at]!)) {
      const read = [...w.slice(0, at), word, ...w.slice(at + 1)];
      if (w.length >= 2 && isServiceOrBag(read) && isBag(word)) return 'charge';
      const found = phraseAt(read, 0);
      // "T0TAI EUR": the money word, then at most a currency's code; or a label of several words
      // with one of them misread ("Sprzedaz opodatkovvana A"), then at most a tax letter.
      const covers = found && (at === 0 ? MONEY_KINDS.has(found.kind) : found.phrase.length > at);
      const rest = read.slice(found?.phrase.length ?? 0);
      if (found && covers && rest.length <= 1 && rest.every((x) => x.length <= 3))
        return refine(found.kind, read);
    }
  }
  return null;
}

/** A pack size, also with its figure already cut from the label ("4.8OZ", "… OZ"). */
const PACK_SIZE =
  /(?:\d(?:[.,]\d+)?\s?|(?<![\p{L}]))(?:oz|ml|cl|kg|mg|ct|pk)(?![\p{L}])|\d(?:[.,]\d+)?\s?(?:g|l|ltr|pcs)(?![\p{L}])/iu;

function refine(kind: NonItemKind, w: string[]): NonItemKind {
  // "Total excl. VAT", "Summa exkl. moms", "Delsumma": the amount before tax.
  if (
    kind === 'total' &&
    w.some((x) => /^sub|^zwischen|^netto|kecil|imponib|^delsum|^mellansum|^e[xk]s?kl|^excl/.test(x))
  ) {
    return 'subtotal';
  }
  return kind;
}

/** A line's label also carries a company or contact shape: an address, a phone, a web site. */
export function looksLikeContact(text: string): boolean {
  return (
    /(?:https?:|www\.|@[\w-]+\.\w)/i.test(text) ||
    /^\+?\d[\d ().-]{7,}$/.test(text.trim()) ||
    /\b(?:street|st\.|avenue|ave\.|road|rd\.|strasse|straße|str\.|rue|avenida|av\.|rua|calle|via|jalan|jl\.|laan|straat|weg|boulevard)\b.*\d|\d.*\b(?:street|avenue|road|strasse|straße|rue|rua|calle|via|jalan|straat|weg|blvd|hwy|boulevard)\b/i.test(
      text,
    )
  );
}

/** The leading folded words of a label, for tests. */
export const labelWords = (label: string): string[] => words(fold(label));
