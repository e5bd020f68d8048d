import { CUSTOM_FIELDS_MAX, type CustomField } from '@circle/contract';

/** Custom fields in one spreadsheet cell: a "name: value" line each. */
export function customFieldLines(fields: readonly CustomField[]): string | null {
  return fields.length ? fields.map((field) => `${field.name}: ${field.value}`).join('\n') : null;
}

/** The fields of such a cell; a line without a colon is kept as a value named "Note". */
export function customFieldsFromLines(cell: string): CustomField[] {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const name = colon > 0 ? line.slice(0, colon).trim() : 'Note';
      const value = colon > 0 ? line.slice(colon + 1).trim() : line;
      return { name: name.slice(0, 100), value: value.slice(0, 1000) };
    })
    .slice(0, CUSTOM_FIELDS_MAX);
}
