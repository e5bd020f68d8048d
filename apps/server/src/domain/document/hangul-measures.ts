/**
 * Korean counters and measures after a figure ("100매" sheets, "10팩" packs, "30구" eggs, "6롤"
 * rolls, "24입" pieces in a box, "2인용" for two people): a pack size in a product's name, never a
 * price. "1개" stays a count of pieces (the order's quantity), read elsewhere.
 */
export const HANGUL_MEASURE =
  /^\s?(?:매입|매|팩|롤|구|입|장|켤레|병|캔|봉지|봉|박스|포|정|인치|인용|종|겹|미터)(?![\uAC00-\uD7A3])/u;
