/**
 * Room names in Ukrainian, Russian, Polish, Czech, Finnish, Greek, Hebrew and Turkish, as
 * inventories and hand-over acts head their sections: an inventory's rooms, which no till has.
 */
export const ROOMS_ABROAD = [
  // Ukrainian
  'Вітальня',
  'Кухня',
  'Спальня',
  'Ванна кімната',
  'Ванна',
  'Передпокій',
  'Коридор',
  'Балкон',
  'Дитяча',
  'Кабінет',
  'Комора',
  'Гардеробна',
  // Russian
  'Гостиная',
  'Ванная',
  'Ванная комната',
  'Прихожая',
  'Детская',
  'Кладовая',
  // Polish, Czech
  'Salon',
  'Kuchnia',
  'Sypialnia',
  'Łazienka',
  'Przedpokój',
  'Pokój dziecięcy',
  'Obývací pokoj',
  'Kuchyně',
  'Ložnice',
  'Koupelna',
  'Předsíň',
  'Sklep',
  // Finnish
  'Olohuone',
  'Keittiö',
  'Makuuhuone',
  'Kylpyhuone',
  'Eteinen',
  'Työhuone',
  'Lastenhuone',
  'Varasto',
  // Greek
  'Σαλόνι',
  'Κουζίνα',
  'Υπνοδωμάτιο',
  'Μπάνιο',
  'Γραφείο',
  // Hebrew
  'סלון',
  'מטבח',
  'חדר שינה',
  'חדר רחצה',
  'מרפסת',
  // Turkish
  'Oturma odası',
  'Mutfak',
  'Yatak odası',
  'Banyo',
];
