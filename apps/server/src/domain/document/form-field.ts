/** The fields a form-like document (a warranty card, a label with values) gives a thing. */
export type FormField =
  | 'name'
  | 'brand'
  | 'model'
  | 'serial'
  | 'value'
  | 'condition'
  | 'room'
  | 'purchased'
  | 'warranty'
  | 'quantity';
