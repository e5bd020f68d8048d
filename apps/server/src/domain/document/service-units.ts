/**
 * An invoice row billed by the hour, the visit or the service ("Montaj mobilier  serv  1",
 * "Kiszállási díj  1 alk", "Εργασία  3 ώρες", "Labour  2,5 h"): its unit of measure says it is
 * work or travel, not a thing, whatever its name says.
 */
import type { ColumnRole } from './column-role.js';

const SERVICE_UNITS = new Set(
  (
    'serv svc srv service services usł usl usługa usluga služba sluzba услуга послуга υπηρ ' +
    'υπηρεσία alk alkalom óra ora ore h hr hrs hour hours hod hodin godz std stunde stunden uur ' +
    'timer tim tuntia ώρα ώρες час год saat jam 時間 小时 시간 km ls lump pauschal psch paušál ' +
    'ryczałt forfait rbh'
  ).split(' '),
);

/** The unit a cell names: "serv", "1 alk", "4,5 timer", "3 ώρες". */
function unitOf(cell: string): string | null {
  const m = /^(?:\d+(?:[.,]\d+)?\s*)?(\p{L}+)\.?$/u.exec(cell.trim());
  return m ? m[1]!.toLowerCase() : null;
}

export function billedAsService(cells: string[], roles: ColumnRole[]): boolean {
  return cells.some((cell, k) => {
    if (roles[k] !== 'quantity' && roles[k] !== 'other') return false;
    const unit = unitOf(cell);
    return unit !== null && SERVICE_UNITS.has(unit);
  });
}
