/**
 * Condition words in Arabic (standard and spoken: Levantine, Gulf, Egyptian), Swahili, and the
 * spoken Malay and Indonesian of sale chats, as sellers and inventories write them: each pattern
 * is a whole phrase.
 */
import type { Condition } from '@circle/contract';

/** Arabic "-ة" ends the feminine form: "جديد" / "جديدة". */
const F = '(?:ة|ه)?';

export const CONDITION_WORDS_ABROAD: Array<[Condition, string[]]> = [
  [
    'new',
    [
      `جديد${F}`,
      `جديد${F} (?:بال|ب)?كرتون(?:ة|ته|تها)?`,
      `مختوم${F}`,
      `(?:غير|مش|مو|ما) (?:مستعمل${F}|انستعمل(?:ت)?|استعمل(?:ت)?)`,
      'mpya',
      'mpya kabisa',
      'haijatumika',
      'haijatumiwa',
    ],
  ],
  [
    'excellent',
    [
      `(?:متل|مثل|زي|ك)\\s?ال(?:جديد${F})`,
      `شبه جديد${F}`,
      `ممتاز${F}`,
      `(?:بحالة|حالة|حالته|حالتها) ممتازة`,
      'استعمال خفيف',
      'kama mpya',
      'karibu mpya',
      'safi kabisa',
      'macam baru',
      'kayak baru',
      'kaya baru',
      'mulus kayak baru',
      'hampir baru',
    ],
  ],
  [
    'good',
    [
      `جيد${F}(?: جدا| جداً)?`,
      `منيح${F}`,
      `كويس${F}`,
      `نظيف${F}`,
      `(?:بحالة|حالة|حالته|حالتها) (?:جيدة|منيحة|كويسة|نظيفة)(?: جدا| جداً)?`,
      `شغال${F}(?: و\\s?(?:منيح|كويس|نظيف|ممتاز)${F})?`,
      `يعمل(?: بشكل جيد)?`,
      'nzuri',
      'nzuri sana',
      '(?:iko|ipo|bado iko) (?:nzuri|safi)(?: sana| kabisa)?',
      'hali nzuri(?: sana)?',
      'safi',
      'hali safi',
      'nzima',
      'inafanya kazi(?: vizuri)?',
    ],
  ],
  [
    'fair',
    [
      `مستعمل${F}`,
      `مقبول${F}`,
      `(?:فيه|فيها|فيو|عليه|عليها) (?:شوية |شوي |بعض ال)?(?:خدوش|خدش|جروح)(?: بسيطة| خفيفة)?`,
      '(?:شوية |بعض ال)?خدوش(?: بسيطة| خفيفة)?',
      'imechakaa(?: kidogo)?',
      'imetumika',
      'mtumba',
      '(?:ina )?mikwaruzo(?: kidogo)?',
      'hali ya kawaida',
    ],
  ],
  [
    'poor',
    [
      `(?:بدو|بدها|يحتاج|تحتاج|بحاجة (?:ل|إلى |الى ))\\s?(?:تصليح|إصلاح|اصلاح|صيانة)`,
      `معطل${F}`,
      `عطلان${F}`,
      `خربان${F}`,
      `مكسور${F}`,
      `تالف${F}`,
      'mbovu',
      'ni mbovu',
      'imeharibika',
      'imevunjika',
      'haifanyi kazi',
      'inahitaji (?:matengenezo|kutengenezwa)',
    ],
  ],
];

/** A repair needed, in a note that says more ("بدو تصليح بالشاشة", "inahitaji matengenezo ya skrini"). */
export const NEEDS_REPAIR_ABROAD =
  /(?<![\p{L}])(?:(?:بدو|بدها|يحتاج|تحتاج|بحاجة (?:ل|إلى |الى ))\s?(?:تصليح|إصلاح|اصلاح|صيانة)|معطل|خربان|مكسور|imeharibika|imevunjika|haifanyi kazi|inahitaji (?:matengenezo|kutengenezwa)|mbovu)/iu;

/**
 * Scratches or wear, in a note that says more ("فيها شوية خدوش عالجنب", "imechakaa upande", "ada
 * calar sikit kat tepi", "noe slitasje på bordplaten", "lidt ridser i lakken").
 */
export const WORN_ABROAD =
  /(?<![\p{L}])(?:خدوش|خدش|imechakaa|mikwaruzo|imetumika|(?:ber|ter)?calar|lecet|baret|slitasje|slitage|slitna|slitet|riper|ridser|repor|naarmu\p{L}*|[çc]izik\p{L}*)(?![\p{L}])/iu;
