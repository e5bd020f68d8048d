/** What a table column holds, as the document reader tells columns apart. */
export type ColumnRole =
  | 'name'
  | 'brand'
  | 'model'
  | 'serial'
  | 'quantity'
  | 'unit'
  | 'total'
  | 'value'
  | 'category'
  | 'room'
  | 'condition'
  | 'notes'
  | 'row'
  | 'code'
  | 'tax'
  | 'other';
