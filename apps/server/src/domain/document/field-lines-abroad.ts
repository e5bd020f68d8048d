/**
 * Field lines of orders and inventories in more languages: a seller's field under an order's
 * entry ("Pārdevējs: SIA Audio Centrs", "Verkoop door: X"), a lease inventory's meter readings
 * and keys handed over ("Compteurs : …", "Clés remises : …"), and its signing block ("Pour le
 * bailleur    Pour le locataire", "(lu et approuvé)"). None of them names a belonging.
 */

/** A seller, meters or keys field opening the line, before its colon. */
const FIELD_ABROAD =
  /^(?:p[āa]rdev[ēe]js|m[üu][üu]ja|predajca|prodavac|prodava[čc]|pardav[ėe]jas|verkoop door|verkocht via|البائع|compteurs?|relev[ée] des compteurs|index des compteurs|cl[ée]s (?:remises|rendues|re[çc]ues)|sleutels (?:overhandigd|ontvangen)|meterstanden|schl[üu]ssel(?: [üu]bergeben| ausgeh[äa]ndigt)?|kartonger|flyttkartonger|cartons|kartons|umzugskartons|cartoni|listing|household|الوصف|الرقم المرجعي|الرقم التسلسلي(?: \(imei\))?|رقم الشهادة|policyholder|policy holder|versicherungsnehmer(?:in)?)\s*:/iu;

/** A signing block: "Pour le bailleur", "Voor de huurder", "(lu et approuvé)", "Gelezen en goedgekeurd". */
const SIGNING =
  /^\(?\s*(?:(?:pour|voor|für|for) (?:le |la |de |den |die |the )?(?:bailleur|locataire|preneur|verhuurder|huurder|vermieter|mieter|landlord|tenant)(?:\s+(?:pour|voor|für|for) (?:le |la |de |den |die |the )?(?:bailleur|locataire|preneur|verhuurder|huurder|vermieter|mieter|landlord|tenant))?|lu et approuv[ée]|gelezen en goedgekeurd|gelesen und genehmigt|fait [àa] \p{L}[\p{L}' -]*(?:,? le .*)?)\s*\)?$/iu;

/**
 * A company's letterhead or footer: its legal form, then its registration or tax number
 * ("… REMOVALS PTY LTD  ABN 33 …", "Cabinet X sprl · Av. Louise 231 · TVA BE 0…").
 */
const COMPANY_WITH_NUMBER =
  /(?<![\p{L}])(?:pty\.? ltd|ltd|limited|plc|inc|llc|gmbh|sprl|srl|bvba|bv|nv|sarl|sas|s\.r\.o\.|d\.o\.o\.|oü|sia|uab|sdn\.? bhd|a\/s|oy|kft)(?![\p{L}]).*(?<![\p{L}])(?:abn|acn|tva|vat|btw|kvk|ust-?id(?:nr)?|i[čc]o|di[čc]|pib|reg\.? ?(?:nr|no|kood)|cif|nif|siret|org\.? ?nr|cvr)\.?(?![\p{L}])/iu;

/**
 * A policy's terms under their label: "Premium rate: 1.5% of …", "Excess: 10% of each and every
 * claim", "Franchise : 150 €". A colon right after the word makes it the field, not a "Premium"
 * product.
 */
const POLICY_TERM =
  /^(?:(?:annual |monthly )?premium(?: rate)?|(?:basic |standard |compulsory |voluntary )?excess|deductible|franchise|selbstbeteiligung|eigen risico|selvrisiko|sj[äa]lvrisk|deducible|franquia|franchigia)\s*:/iu;

/** A seller's line under an order's entry, without a colon: "Vendu et expédié par Cdiscount". */
const SELLER_LINE =
  /^(?:vendu et exp[ée]di[ée] par|vendu par|exp[ée]di[ée] par|sold and shipped by|ships from and sold by|sold by|verkauf und versand durch|verkauft von|vendido y enviado por|vendido e (?:entregue|enviado) por|venduto e spedito da|vendu et livr[ée] par|vendido por|verkocht door|verkoop door)\s+[^\d\s]\S*(?:\s+[^\d\s]\S*){0,3}$/iu;

/**
 * A note on where the records are kept or what is attached, and a Japanese purchase-date field
 * written without a colon: "Each room saved in Google Drive > …", "Dowody zakupu w załączeniu",
 * "Articles sans valeur : couverture de base", "お買上げ日 2024年 3月 18日".
 */
const RECORDS_NOTE =
  /^(?:(?:each room|photos?|pictures?|receipts?)(?: (?:and|&) (?:photos?|pictures?|receipts?))? (?:is |are )?(?:stored|saved|kept|uploaded) (?:in|on|to)|dow[oó]d(?:y)? zakupu|articles sans valeur\s*:|お買上げ日|お買い上げ日|ご購入日)/iu;

/**
 * The parties and the place an inventory or a schedule is for, under their label: "Address: 4
 * Elm Row", "Arrendadora: Ana Ruiz (DNI 0712…)", "Named insured: …". A figure there is a house
 * number, a postcode or an identity number, never a value.
 */
const PARTY_OR_PLACE =
  /^(?:(?:risk |property |postal |insured |home )?address|residence premises|prepared for|named insured|inmueble|domicilio|direcci[oó]n|arrendador[a]?|arrendatari[oa]|locador[a]?|locatari[oa]|propietari[oa]|inquilin[oa]|adresse|anschrift|indirizzo|endere[çc]o|morada|adres|alamat|locatore|conduttore|bailleur|locataire|verhuurder|huurder|propri[ée]taire)\s*:/iu;

/**
 * A bank account written out ("IBAN: RO49 BTRL 0130 1202 …", "Bankszámla: 11773016-…"), and an
 * address that opens on its postcode ("1066 Budapest, Teréz krt. 27."): a house number, a postcode
 * or an account, never a price.
 */
const ACCOUNT_OR_ADDRESS =
  /(?<![\p{L}\d])(?:iban\s*:?\s*[A-Z]{2}\d{2}\s?[A-Z0-9]{4}|[A-Z]{2}\d{2}(?:\s[A-Z0-9]{4}){3,7}(?![\p{L}]))|^(?:\d{4,5}\s+)?\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?,\s+.*(?<![\p{L}])(?:u\.|utca|krt\.|körút|str\.|strada|ul\.|ulica|вул\.|ул\.|οδός)(?:\s|$)|^\d{4,5}\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?,\s+.*(?<![\p{L}])(?:u\.|utca|krt\.|körút|út|tér|str\.|strada|ul\.|ulica|street|st\.|rd\.|ave\.|rue|via|calle|vej|gade|gatan|katu|вул\.|ул\.|οδός)\s/u;

const ACCOUNT_OR_SEAT_FIELD =
  /^(?:iban|swift|bic|bankszámla|számlaszám|bank account|cont bancar|r[aá]čun|rachunek|číslo účtu|tilinumero|kontonummer|банківський рахунок|р\/р|sediu(?:l)?|székhely|sídlo|siedziba|έδρα|адреса|адрес|כתובת|osoite)\s*:/iu;

export function isFieldLineAbroad(text: string): boolean {
  const line = text.trim().replace(/\s+/g, ' ');
  return (
    FIELD_ABROAD.test(line) ||
    SIGNING.test(line) ||
    COMPANY_WITH_NUMBER.test(line) ||
    SELLER_LINE.test(line) ||
    RECORDS_NOTE.test(line) ||
    PARTY_OR_PLACE.test(line) ||
    POLICY_TERM.test(line) ||
    ACCOUNT_OR_ADDRESS.test(line) ||
    ACCOUNT_OR_SEAT_FIELD.test(line)
  );
}
