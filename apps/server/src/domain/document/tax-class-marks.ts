/**
 * Tills that print each entry's tax class and rate before its name ("E 23% LIXIVIA 2L",
 * "B 6% PAO DE FORMA"). Such a line opens an entry of its own: it never continues the name above,
 * which is then a department heading ("LIMPEZA DA CASA", "PADARIA E PASTELARIA").
 */
const TAX_CLASS_OPENING = /^\s*\p{L}{1,3}\s+\d{1,2}(?:[.,]\d{1,2})?\s*%\s+\p{L}/u;

export const opensWithTaxClass = (raw: string): boolean => TAX_CLASS_OPENING.test(raw);
