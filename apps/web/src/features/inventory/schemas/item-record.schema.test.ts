import { describe, expect, it } from 'vitest';
import { anItem } from '@/testing/fixtures';
import { itemEditFormSchema, itemToFormValues, formValuesToUpdate } from './item-edit.schema';
import { parseCustomFields } from './item-record.schema';

describe('record fields in the item form', () => {
  it('round-trips serial, model, purchase, warranty and own fields', () => {
    const item = anItem({
      serial_number: 'SN-1',
      model_number: 'X-T5',
      purchase_date: '2024-03-14',
      purchase_price: 899.5,
      warranty_until: '2027-03-14',
      custom_fields: [{ name: 'Lens', value: '18-55' }],
    });
    const values = itemToFormValues(item);
    expect(values.custom_fields).toBe('Lens: 18-55');
    expect(formValuesToUpdate(values)).toMatchObject({
      serial_number: 'SN-1',
      model_number: 'X-T5',
      purchase_date: '2024-03-14',
      purchase_price: 899.5,
      warranty_until: '2027-03-14',
      custom_fields: [{ name: 'Lens', value: '18-55' }],
    });
    expect(
      formValuesToUpdate({ ...values, serial_number: ' ', purchase_price: '', custom_fields: '' }),
    ).toMatchObject({ serial_number: null, purchase_price: null, custom_fields: [] });
  });

  it('refuses a line without a name and a price that is not a number', () => {
    expect(parseCustomFields('Colour: red\nno colon here')).toBeNull();
    const values = { ...itemToFormValues(anItem()), custom_fields: ': x', purchase_price: 'lots' };
    const result = itemEditFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['custom_fields', 'purchase_price']));
  });
});
