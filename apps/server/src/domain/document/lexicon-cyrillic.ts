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
  ],
  tax: ['пдв', 'акциз', 'ддс', 'ндс', 'ддв'],
  charge: ['знижка', 'отстъпка', 'скидка', 'попуст', 'доставка', 'достава', 'купон', 'промокод'],
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
