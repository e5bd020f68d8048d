/**
 * Words for the lines that are never items in Czech, Polish and Turkish, and the Danish,
 * Norwegian, Quebec French and order-page words the other lexicons lack. Written folded (no
 * accents, lower case); the non-item reader merges them into its lexicon by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';
import { HANDOVER_FIELD_WORDS } from './handover-field-words.js';

export const EAST_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    // An invoice's services summed apart from its goods
    'dienstleistungen netto',
    'dienstleistungen',
    // Czech
    'mezisoucet',
    'cena zbozi',
    'zbozi celkem',
    'zbozi celkem bez dph',
    'celkem bez dph',
    'zaklad dph',
    'z toho zaklad dph',
    // Polish
    'wartosc produktow',
    'wartosc netto',
    'razem netto',
    // Turkish
    'ara toplam',
    'aratoplam',
  ],
  total: [
    // A schedule's or a removal list's declared total
    'gesamtwert',
    'somme d assurance',
    'somme assuree',
    // Czech
    'celkem',
    'celkem k uhrade',
    'k uhrade',
    'prijmy celkem',
    'vydaje celkem',
    // Polish
    'razem',
    'razem do zaplaty',
    'do zaplaty',
    'razem wartosc',
    'wartosc brutto',
    // Turkish
    'toplam',
    'genel toplam',
    'tutar',
    // Danish, Norwegian
    'sum tjenester',
    'sum varer',
    // Italian, Dutch: a schedule's or an inventory's declared total
    'valore complessivo',
    'valore complessivo dichiarato',
    'totaal verzekerde waarde',
    'totale waarde',
    'totale geschatte waarde',
    'geschatte totale waarde',
    'total insured value',
    'total sum insured',
    // Portuguese (Brazil): what the buyer paid on an order page
    'voce pagou',
  ],
  tax: [
    'dph',
    'kdv',
    'topkdv',
    'toplam kdv',
    'vat',
    // Quebec's federal and provincial sales taxes
    'tps',
    'tvq',
    'tvh',
  ],
  charge: [
    // Czech
    'doprava',
    'sluzby a doprava',
    'recyklacni poplatek',
    // A bottle deposit
    'zaloha',
    'zaloha lahev',
    'poplatek',
    'prodlouzena zaruka',
    'instalace',
    // Czech: the till's rounding to whole koruna
    'zaokrouhleni',
    // Malay: a fee ("Yuran Transaksi", "Yuran Penghantaran")
    'yuran',
    // Belgium: the recycling levies on electrical goods and batteries
    'recupel',
    'cotisation recupel',
    'cotisations recupel',
    'bebat',
    // Polish
    'usluga',
    'uslugi',
    // Turkish
    'poset',
    'poset ucreti',
    'indirim',
    // Turkish: a fee for the visit, the fitting or the carriage ("Servis ücreti", "Kargo ücreti")
    'servis ucreti',
    'montaj ucreti',
    'kurulum ucreti',
    'kargo ucreti',
    'nakliye ucreti',
    'teslimat ucreti',
    'hizmet bedeli',
    'servis bedeli',
    // Spanish: the private-copy levy on storage and phones
    'canon copia privada',
    'canon digital',
    // Canada: the environmental handling fee on electronics
    'ehf',
    'eco fee',
    // Danish, Norwegian
    'tryghedsaftale',
    'korsel',
    'bortskaffelse',
    'arbejdslon',
    'installasjon',
    'bortkjoring',
    // A call-out charge: "Call-out / site visit", "Anfahrtspauschale"
    'call out',
    'callout',
    'site visit',
    'anfahrtspauschale',
    // A restaurant's wet towels and a donation rounded up at the till
    'wet towel',
    'wet towels',
    'redondeo',
  ],
  payment: [
    // Czech
    'uhrazeno',
    'uhrazeno kartou',
    'platba kartou',
    'hotove',
    // Turkish
    'nakit',
    'para ustu',
    'kredi karti',
    // Quebec French
    'argent comptant',
    'comptant',
    'monnaie',
    // Portuguese (Brazil)
    'voce pagou',
    // Austria: the debit card's name on the till
    'bankomat',
    'bankomat zahlung',
  ],
  meta: [
    // Sellers and buyers on an order or an invoice
    'sprzedajacy',
    'sprzedawca',
    'nabywca',
    'kupujacy',
    'prodejce',
    'odberatel',
    'dodavatel',
    'satici',
    // A till's register id
    'kassen id',
    // Czech
    'ico',
    'dic',
    'polozek',
    // Turkish
    'kasiyer',
    'fis no',
    'eku no',
    'z no',
    'musteri hizmetleri',
    'kazanilan',
    // Quebec French
    'nb articles',
    'caissier',
    'caissiere',
    'solde',
    // An insurance policy's number
    'polisnummer',
    'policy number',
  ],
};

/** An article number before a line's label: "Varenr. 1211847", "Art.-Nr. 4411", "SKU: 88123". */
export const ARTICLE_NUMBER =
  /^(?:varenr|vare ?nr|art(?:ikel)?\.?[ -]?nr|sku|ean|item (?:no|#)|produktnr|nr art)\.?\s*[:#]?\s*\d[\d-]*\s*/iu;

/**
 * A field of an order or a report, whatever follows it: "Shop: Xiaomi Official Store", "Linked
 * to: 2481104", "Note: packing by the carrier", "Meter readings: …", "Property: Unit 12", "Seller:
 * some_shop (4821)", "Keys issued: 2 x front door".
 */
export const FIELD_LINE = new RegExp(
  String.raw`^(?:shop|store|linked to|note|notes|nota|property|meter readings?|keys(?: issued| handed over| returned)?|tenant|landlord|utleier|leietaker|udlejer|lejer|hyresv[äa]rd|hyresg[äa]st|verhuurder|huurder|vermieter|mieter|pronaj[ií]matel|n[aá]jemce|agent|seller|sold by|dispatched by|fulfilled by|verk[äa]ufer|vendeur|vendu par|vendido por|vendedor|venditore|venduto da|verkoper|verkocht door|s[äa]ljare|selger|s[æa]lger|sprzedawca|penjual|dijual oleh|ibinebenta ng|nagbebenta|kedai|toko|variasi|varian|variant|wariant|продавец|продавач|продавачот|продавець|магазин|продажба|satıcı|satici|πωλητής|البائع|المتجر|卖家|商家|店铺|販売元|出品者|판매자|ร้านค้า|ร้าน|ผู้ขาย|cửa hàng|người bán|duka|muuzaji|mağaza|ma[gğ]aza|חנות|מוכר|κατάστημα|sklep|obchod|butik|kauppa|myyjä|${HANDOVER_FIELD_WORDS})\s*[:：]`,
  'iu',
);

/** A till's bag or a rounding given to charity, in a short label: "AH SHOPPER GROOT". */
export const BAG_OR_ROUNDING =
  /^(?:redondeo|arredondamento|arrotondamento|rounding|donation|donativo|spende)(?![\p{L}])|^(?:\S+\s+){0,2}?(?:shopper|poset|tragetasche|draagtas|sacchetto|carrier bag|plastic bag|paper bag)(?:\s+\S+)?$/iu;

/**
 * A notice printed on a receipt, a delivery note or a report, never a thing: returns and
 * exchange terms, greetings, what was received, what the report is part of, a policy's limit
 * per claim.
 */
export const NOTICE =
  /(?<![\p{L}])(?:exchange within|refund|returns? (?:within|policy)|this (?:gift )?receipt|original packaging|prices are not shown|merry christmas|happy new year|conditions (?:noted|apply)|goede staat ontvangen|in good condition received|received in good (?:order|condition)|forms part of|lease agreement|umtausch|r[üu]ckgabe|devoluci[oó]n|remboursement|[ée]change ou|per (?:claim|event|incident|occurrence)|(?:single )?(?:articles?|items?|objects?|zaken|objets|gegenst[äa]nde|objetos|oggetti) (?:over|above|boven|au-dessus de|[üu]ber|de m[aá]s de|sopra)|excess for|police d.assurance|pro (?:ereignis|schadenfall|schadensfall)|par sinistre|por siniestro|per sinistro|per schadegeval|im rechnungsbetrag enthalten\p{L}*|§\s?35a)(?![\p{L}])/iu;

/** A shipping field, whatever carrier it names: "Dostawa: Kurier DPD", "Delivery: Standard". */
export const SHIPPING_FIELD =
  /^(?:dostawa|wysy[lł]ka|doprava|delivery|shipping|versand|lieferung|env[ií]o|livraison|spedizione|verzending|frakt|levering|kargo)\s*:/iu;
