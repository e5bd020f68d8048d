/**
 * Services a shop or a tradesman bills beside the goods, in words the other service lexicons miss:
 * a delivery named as a compound and carried on into the home ("Hausanlieferung bis in die
 * Wohnung"), an assembly ("Kokoonpano ja pakkausten poisto"), a cover plan with a shortened term
 * ("Garansi Toko 2 Thn"), and a fee named by the word that closes it ("Kargo bedeli", "Opłata za
 * dostawę"). None of them is a belonging. `w` are a label's folded words without its numbers.
 */

const set = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** What a delivery or an assembly is called at the head of its label. */
const SERVICE_HEADS = set(`
  delivery lieferung anlieferung levering leverans livraison bezorging dostawa doprava toimitus
  kokoonpano asennus montaz szereles montering montage kurulum teslimat installation installering
  installasjon anschluss anslutning tilslutning tilkobling`);
/** Words carrying a service on into the home or a room: "into the flat", "inn i stua". */
const INTO = set(`
  in inn into ins innen indtil bis tot op opp upp up til till to do na az a au dans inside`);
/** What a service takes along or is done with: "and disposal of packaging", "with two fitters". */
const AND = set('ja and og och und et i a y e med mit with avec con');

/** A compound ending in a service's head: "Hjemmelevering", "Hauslieferung", "Thuisbezorging". */
const COMPOUND_HEAD = new RegExp(`^\\p{L}{3,}(?:${[...SERVICE_HEADS].join('|')})$`, 'u');
const headOf = (x: string): boolean => SERVICE_HEADS.has(x) || COMPOUND_HEAD.test(x);

/** A label that opens with a service's head: "Levering med 2 mand inkl. opbæring". */
export const opensWithService = (w: string[]): boolean => w.length > 0 && headOf(w[0]!);

/** A cover plan's own word in languages the other lexicons miss. */
const PLAN = set(`
  waranti warranti garansi jaminan gwarancja zaruka zaruky garancia jotallas garanti garantii
  takuu`);
/** A term, also shortened: "2 Thn", "3 év", "5 lat", "2 yıl", "24 bln". */
const TERM = set(`
  thn tahun th bln bulan yil ay ev honap lat lata rok roky let mesicu miesiecy vuotta kk v
  year years yr yrs`);
/** Words that say a cover is extended: "Ext. Warranty", "Garansi Tambahan". */
const EXTENDED = set(
  'ext extended lanjutan tambahan uzatilmis przedluzona rozsirena kiterjesztett',
);

/** A fee named by the word that closes its label or follows its service: "Servis ücreti". */
const FEE_WORDS = set(`
  ucret ucreti bedeli bedel poplatek poplatky poplatok oplata oplaty dij dija biaya`);

/** Whether a label's words name a service or a fee billed beside the goods. */
export function isSoldService(w: string[]): boolean {
  if (w.length === 0 || w.length > 8) return false;
  const head = w.findIndex(headOf);
  // "Montering inn i kjøkkenet", "Kokoonpano ja jätteiden poisto": the head opens the label.
  if (head === 0 && (w.length === 1 || INTO.has(w[1]!) || AND.has(w[1]!))) return true;
  if (w.some((x) => PLAN.has(x)) && w.some((x) => TERM.has(x) || EXTENDED.has(x))) return true;
  // A fee word among the first three: "Kargo bedeli", "Opłata za dostawę", "Szállítási díj".
  return w.length <= 5 && w.slice(0, 3).some((x) => FEE_WORDS.has(x));
}

/** A short code in capitals opening a row, before the words: "KOK  Kokoonpano …". */
const ROW_CODE = /^\p{Lu}{2,5}\d{0,3}\s+(?=\p{L})/u;

/** The label's words after a row code it opens with, or none. */
export function afterRowCode(label: string, w: string[]): string[] {
  return ROW_CODE.test(label.trim()) ? w.slice(1) : [];
}
