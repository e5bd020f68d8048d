/**
 * Words for the lines that are never items in Ukrainian, Bulgarian, Russian and Serbian
 * (Cyrillic): a fiscal till's totals, VAT and excise, tenders, change, loyalty points and its
 * fiscal fields. Written as printed; the non-item reader folds them and merges them by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const CYRILLIC_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    'междинна сума',
    'проміжна сума',
    'промежуточный итог',
    'підсумок',
    'меѓузбир',
    'товары',
    'сумма заказа',
    'стоимость товаров',
  ],
  total: [
    'сума',
    'сума до сплати',
    'до сплати',
    'разом',
    'всього',
    'обща сума',
    'сума за плащане',
    'всичко',
    'итого',
    'сумма',
    'к оплате',
    'укупно',
    'вкупно',
    'за плаќање',
    'всего к оплате',
    // Serbian: the amount due on a fiscal bill
    'укупан износ',
    'износ за уплату',
  ],
  // "Укупан износ пореза": the tax on a Serbian fiscal bill
  tax: ['пдв', 'акциз', 'ддс', 'ндс', 'ддв', 'укупан износ пореза', 'порез'],
  charge: [
    'знижка',
    'отстъпка',
    'скидка',
    'попуст',
    'доставка',
    'достава',
    'купон',
    'промокод',
    // A restaurant's cover charge per guest
    'куверт',
    'кувер',
  ],
  payment: [
    'безготівкова',
    'готівка',
    'решта',
    'картка',
    'в брой',
    'ресто',
    'плащане с карта',
    'наличные',
    'сдача',
    'безналичная',
    'готовина',
    'кусур',
    // Serbian: paid by card, by transfer
    'платна картица',
    'картица',
    'пренос на рачун',
    'оплата',
    'ежемесячный платёж',
    'рассрочка',
    'щомісячний платіж',
    'розстрочка',
  ],
  meta: [
    // An order's recipient and delivery fields
    'получатель',
    'одержувач',
    'примач',
    'адрес доставки',
    'способ доставки',
    'бонусы',
    // Card terminal fields
    'код авт',
    'еквайр',
    'термінал',
    // Loyalty accounts and points
    'власний рахунок',
    'нараховано балів',
    'натрупани точки',
    'клиентска карта',
    // Fiscal fields and the receipt's own title
    'фіскальний чек',
    'фн прро',
    'прро',
    'фискален бон',
    'унп',
    'фу',
    'фиксиран курс',
    'касовый чек',
    'фискальный чек',
    // A Serbian fiscal bill's fields: its total in another currency, its processor's time and count
    'информативно',
    'пфр време',
    'пфр број рачуна',
    'бројач рачуна',
    // "6 АРТИКУЛА": how many articles were sold
    'артикула',
    'артикул',
    // Greetings and return terms
    'дякуємо',
    'благодарим',
    'спасибо',
    'обмін та повернення',
    'връщане на стоки',
    'касир',
    'касиер',
    'кассир',
    // "ЧЕК № 515138", "КАСА 07": the receipt's and the till's numbers
    'чек',
    'каса',
    'касса',
  ],
};

/**
 * A town or a street in a Cyrillic header: "м. Київ, вул. Саксаганського, 121", "гр. София,
 * бул. "Витоша" 52": the town's abbreviation before its name and a comma, or the street's.
 */
export const CYRILLIC_ADDRESS =
  /^(?:м|гр|г|с|смт)\.\s*\p{Lu}[\p{L}-]*,|(?:^|[\s,])(?:вул|бул|ул|просп|пр-т|пл)\.\s*["«„]?\p{Lu}/u;
