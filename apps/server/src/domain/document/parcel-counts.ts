/**
 * How many parcels a delivery came in ("Number of packages: 4", "Anzahl Pakete: 3", "Liczba
 * paczek: 2", "Kolli: 5"): a delivery note's field, not a thing delivered. `w` are a label's
 * folded words without its numbers.
 */
const set = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** "Number of", "count": the field's first word or two. */
const COUNT = set(`
  number no nr count total anzahl gesamtanzahl nombre nb numero cantidad aantal antal antall
  liczba ilosc pocet pocty celkovy celkem lukumaara maara szama darab sayisi adet kolicina
  broj`);
const OF = set('of de di van d des');
/** Parcels, packages, boxes and pallets. */
const PARCELS = set(`
  package packages parcel parcels box boxes carton cartons pallet pallets colli kolli koli kollit
  paket pakete pakets pakker paketti paketit colis cartons caja cajas bulto bultos pacco pacchi
  collo pakket pakketten doos dozen paczka paczki paczek karton kartony balik baliky balikov baliku
  krabic krabice csomag csomagok koli paketler`);

/** Whether a label is a delivery's count of parcels. */
export function isParcelCount(w: string[]): boolean {
  const rest = w.filter((x) => !COUNT.has(x) && !OF.has(x));
  // A lone "Box" or "Karton" may be a thing listed; the count's word makes it a field.
  const counted = w.some((x) => COUNT.has(x));
  return counted && w.length <= 4 && rest.length === 1 && PARCELS.has(rest[0]!);
}
