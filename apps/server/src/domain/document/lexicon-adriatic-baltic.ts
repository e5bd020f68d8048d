/**
 * Words for the lines that are never items in Slovenian, Croatian, Serbian (Latin script),
 * Lithuanian, Latvian and Estonian: a till's totals, VAT, discounts, tenders, loyalty points and
 * fiscal codes. Written as printed; the non-item reader folds them and merges them by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const ADRIATIC_BALTIC_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    // Slovenian
    'skupaj brez popusta',
    'skupaj brez ddv',
    'vmesni seštevek',
    // Croatian, Serbian
    'međuzbroj',
    'ukupno bez pdv',
    'ukupno bez pdv a',
    'osnovica',
    // Lithuanian
    'tarpinė suma',
    'suma be pvm',
    // Latvian
    'starpsumma',
    'summa bez pvn',
    // Estonian
    'vahesumma',
    'summa käibemaksuta',
  ],
  total: [
    // Slovenian
    'skupaj',
    'za plačilo',
    'skupaj za plačilo',
    // Croatian, Serbian
    'ukupno',
    'ukupno za uplatu',
    'za uplatu',
    'za platiti',
    'sveukupno',
    // Lithuanian
    'iš viso',
    'mokėti',
    'suma su pvm',
    // Latvian
    'kopā',
    'kopā apmaksai',
    'summa apmaksai',
    // Estonian
    'kokku',
    'tasuda',
    'tasuda kokku',
  ],
  tax: ['ddv', 'pdv', 'pvm', 'pvn', 't sk pvn', 'käibemaks'],
  charge: [
    // Slovenian, Croatian, Serbian
    'popust',
    'popust skupaj',
    'akcija',
    'povratna naknada',
    'naknada za ambalažu',
    // Lithuanian
    'nuolaida',
    'nuolaidos',
    'užstatas',
    // Latvian
    'atlaide',
    'depozīts',
    // Estonian
    'allahindlus',
    'pandipakend',
  ],
  payment: [
    // Slovenian
    'plačilna kartica',
    'gotovina',
    'vračilo',
    // Croatian, Serbian
    'način plaćanja',
    'kartice',
    'kartica',
    'novčanice',
    'povrat',
    // Czech: the cash handed over and the change
    'hotovost',
    'vráceno',
    'vrácení',
    // Lithuanian
    'mokėta kortele',
    'mokėta grynaisiais',
    'grynieji',
    'grąža',
    // Latvian
    'skaidra nauda',
    'samaksāts ar karti',
    'izdots',
    // Estonian
    'sularaha',
    'kaardimakse',
    'tagastus',
  ],
  meta: [
    // Fiscal codes: Slovenia's ZOI and EOR, Croatia's JIR and ZKI
    'zoi',
    'eor',
    'jir',
    'zki',
    // Loyalty points and greetings
    'zbrane točke',
    'skupljeno bodova',
    'sakupljeni bodovi',
    'hvala',
    'fiksni tečaj',
    'fiksni tečaj konverzije',
    'blagajnik',
    'blagajna',
    'kasa',
    'kasos aparato',
    'ačiū',
    'paldies',
    'aitäh',
    'kasieris',
    'kassir',
  ],
};

/**
 * A till's notices, in these languages and Czech: its terms for returns ("Vračilo blaga v 30
 * dneh z računom", "Reklamacije uz račun u roku 8 dana", "Prekes galite grąžinti per 365
 * dienas") and what the shopper saved ("Moje Albert: ušetřili jste 15,00 Kč").
 */
export const ADRIATIC_BALTIC_NOTICE =
  /(?<![\p{L}])(?:u roku \d+ dana|v \d+ dneh|per \d+ dien\p{L}*|\d+ dienu laikā|\d+ päeva jooksul|reklamacij\p{L}*|grąžinti|vračilo blaga|ušetřil\p{L}* jste|prihranili ste|uštedjeli ste|sutaupėte|ietaupījāt|säästsite)(?![\p{L}])/iu;
