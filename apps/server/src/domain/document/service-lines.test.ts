import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe('work billed beside goods', () => {
  it.each([
    'Removal & disposal of old boiler',
    'Labour - boiler swap (2 days)',
    'Electrician labour (hrs)',
    'Svend, timer',
    'Std Monteurstunden Elektroinstallation',
    'Installatie wasmachine en droger (op tussenstuk)',
    'Oude wasmachine meenemen',
    'Installation af tørretumbler',
    'Installation von Dunstabzugshaube',
    'Installation de la hotte aspirante',
    'Geräteversicherung 36 Monate',
    'Seguro de robo y daños 12 meses',
    'Forsikring mod uheld 2 år',
    'Tryghedsaftale og forsikring 36 mdr.',
    'Doprava a vynesení do 2. patra',
    'Bortskaffelse af gammelt toilet',
    'SVC-SETUP Laptop setup & data transfer',
    'Powerflush of system',
    'Montaggio cucina e regolazione ante',
    'Smaltimento vecchio frigorifero',
    'Retirada de caldera vieja',
    'Desplazamiento técnico',
    'Travel - 40 km return',
    'Posa parquet (ore)',
    'Lieferung frei Bordsteinkante',
    'Anlieferung und Aufstellen Kühlschrank',
    'Anschluss Geschirrspüler inkl. Schläuche',
    'Aufbauservice Kleiderschrank',
    'Arbeidsloon installateur 3 uur',
    'Afvoeren oude radiator',
    'Trasporto al piano e montaggio',
    'Diritto di uscita tecnico',
    'Serviceavtal 2 år kyl och frys',
    'Serviceavtale 5 år hvitevarer',
  ])('reads %s as a charge', (label) => expect(nonItemKind(label)).toBe('charge'));

  it.each([
    'Installation kit',
    'Transport box 60L',
    'PAKET HAPPY HOUR',
    'Delivery bag, insulated',
    'Travel mug, steel',
    'Travel adapter EU/UK',
    'Anschlusskabel Herd 1,5 m',
    'Anschluss Set für Spülmaschine',
    'Kaffeeservice Porzellan 18-teilig',
    'Trasporto box per gatti',
  ])('leaves %s an item', (label) => expect(nonItemKind(label)).toBeNull());
});

describe('English work words that also start product names', () => {
  it.each([
    'Labor Day tee',
    'Delivery van toy truck',
    'Removal tool for watch straps',
    'Kitchen timer 60 min',
    'Installation kit for ceiling fan',
    'Versicherungsordner A4 grau',
    'Tim Tam biscuits',
  ])('leaves %s an item', (label) => expect(nonItemKind(label)).toBeNull());
});
