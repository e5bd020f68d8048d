import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe('services, levies and plans billed beside goods', () => {
  it.each([
    'Livraison à domicile - lave-vaisselle',
    'Installation à domicile - hotte',
    'Levering og montering, oppvaskmaskin',
    'Leverans och inbärning, spis',
    'Bezorging aan huis - koelkast',
    'Consegna al piano - lavatrice',
    'Haul away & recycle old washer',
    'Retrait et recyclage ancien congélateur',
    'Abholung alter Kühlschrank',
    'Écofrais - réfrigérateur grand format',
    'Ecocontributo frigorifero',
    'Tryggplussgaranti 3 år - vaskemaskin',
    'Småmateriell og festemidler',
    'Petites fournitures',
    'LAB   Labour - fit new pump',
    'CALLOUT  Call-out charge - Northern Zone',
    'MO  Main-d’œuvre : remplacement vanne',
    'EVAC  Évacuation et recyclage anciens radiateurs',
    'X07  Petit matériel',
  ])('reads %s as a charge', (label) => expect(nonItemKind(label)).toBe('charge'));

  it.each([
    ['Materials', 'subtotal'],
    ['Parts & materials', 'subtotal'],
    ['Bemærk: arbejdsløn i alt ekskl. moms', 'subtotal'],
    ['Arbeidslønn totalt', 'subtotal'],
    ['Sum insured in all', 'total'],
    ['Suma asegurada global', 'total'],
    ['carats', 'meta'],
    ['Hotline 1800 555 010', 'meta'],
    ['ระยะเวลารับประกัน: 2 ปี', 'meta'],
    ['การรับประกันนี้ไม่รวมอุปกรณ์เสริม', 'meta'],
  ])('reads %s as %s', (label, kind) => expect(nonItemKind(label)).toBe(kind));
});
