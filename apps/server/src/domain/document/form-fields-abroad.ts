/**
 * The fields of a warranty card or a registration form in Ukrainian, Russian, Polish, Czech,
 * Slovak, Turkish and Greek, as folded (lower case, no accents: "й" reads "и", "ü" reads "u").
 */
import type { FormField } from './form-field.js';

export const FORM_FIELDS_ABROAD: Array<[FormField, RegExp]> = [
  [
    'name',
    /^(?:виріб|вироб|товар|найменування(?: товару)?|назва(?: товару)?|изделие|наименование(?: товара)?|название(?: товара)?|wyrob|vyrobek|vyrobok|urun(?: adi)?|προιον|ειδος)$/,
  ],
  [
    'serial',
    /^(?:серіинии номер|серииныи номер|заводськии номер|заводскои номер|seri no|seri numarasi|vyrobni cislo|vyrobne cislo|σειριακος αριθμος)$/,
  ],
  ['model', /^(?:модель|model kodu|μοντελο)$/],
  ['brand', /^(?:марка|виробник|производитель|vyrobce|vyrobca|producent|μαρκα|κατασκευαστης)$/],
  [
    'purchased',
    /^(?:дата (?:продажу|продажи|покупки|придбання)|data (?:sprzedazy|zakupu)|datum (?:prodeje|nakupu|predaja|kupy)|satis tarihi|(?:alis|satin alma) tarihi|ημερομηνια αγορας)$/,
  ],
  [
    'warranty',
    /^(?:гарантіинии (?:термін|строк)|гарантииныи срок|срок гарантии|гарантія|гарантия|okres gwarancji|gwarancja|zarucni doba|zarucna doba|garanti(?: suresi)?|εγγυηση)$/,
  ],
];
