/**
 * Table header words in Japanese, Chinese and Korean, by the column role they name; the column
 * reader merges them into its lookup. These scripts write a header without spaces, so each word
 * is a whole cell ("品名・銘柄", "数量", "評価額").
 */
import type { ColumnRole } from './column-role.js';

export const CJK_HEADER_WORDS: Array<[ColumnRole, string[]]> = [
  ['row', ['番号', '序号', '번호']],
  [
    'name',
    [
      '品名',
      '品名・銘柄',
      '商品名',
      '品目',
      '名称',
      '物品',
      '物件',
      '商品名称',
      '品名规格',
      '품명',
      '상품명',
      '품목',
    ],
  ],
  ['model', ['型番', '型号', '모델']],
  ['quantity', ['数量', '個数', '數量', '수량']],
  ['unit', ['単価', '单价', '單價', '단가']],
  ['total', ['金額', '金额', '小計金額', '금액']],
  ['value', ['評価額', '価額', '保険価額', '评估价值', '估价', '평가액', '감정가']],
  ['notes', ['備考', '評価根拠', '备注', '비고']],
];
