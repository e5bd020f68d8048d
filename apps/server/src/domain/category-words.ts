import { CATEGORIES, categoryLabelOf, type Category } from '@circle/contract';
import { fold } from './words/fold.js';

/**
 * What people call the fixed categories in their own spreadsheets and Homebox labels, in the
 * eight languages the column detection reads. Rooms that hold one kind of thing ("Kitchen")
 * count too, so a sheet's "Kitchen" joins Kitchenware instead of standing beside it.
 * These name groups of things, so they stay apart from category-rules.ts, which reads what one
 * thing is from its name ("saucepan" → kitchenware): a "Garden" group is tools, a garden chair
 * is furniture.
 */
const CATEGORY_WORDS: Record<Category, string> = {
  electronics: `electronic, electronics, electrical, tech, technology, gadget, computer, computing,
    audio, hifi, hi fi, video, tv, multimedia, phones, camera, photo, photography, gaming, consoles,
    elektronik, elektro, technik, unterhaltungselektronik, electronique, high tech, informatique,
    electronica, informatica, eletronicos, eletronica, elettronica, elektronica, elektronika`,
  jewelry: `jewelry, jewellery, jewels, watches, accessories jewelry, schmuck, uhren, bijoux, bijouterie,
    joyas, joyeria, joias, gioielli, sieraden, perhiasan`,
  clothing: `clothing, clothes, apparel, fashion, wardrobe, garments, shoes, footwear, bags, accessories,
    kleidung, bekleidung, mode, schuhe, vetements, habits, chaussures, ropa, vestimenta, calzado,
    roupa, roupas, vestuario, abbigliamento, vestiti, scarpe, kleding, schoenen, pakaian, sepatu`,
  furniture: `furniture, furnishings, furnishing, mobel, moebel, einrichtung, meubles, mobilier,
    muebles, mobiliario, moveis, mobili, arredamento, meubilair, meubels, furnitur, mebel, perabot`,
  books: `books, book, literature, library, reading, media books, bucher, buecher, literatur, livres,
    libros, livros, libri, boeken, buku`,
  art: `art, artwork, artworks, paintings, fine art, kunst, kunstwerke, gemalde, oeuvres, tableaux,
    arte, obras de arte, cuadros, quadros, quadri, kunstwerken, seni, lukisan`,
  collectibles: `collectibles, collectible, collection, collections, antiques, memorabilia, hobby,
    hobbies, sport, sports, sporting goods, fitness, outdoor, camping, cycling, bikes, toys, games,
    music, musical instruments, instruments, vehicles, sammlung, sammlerstucke, antiquitaten,
    spielzeug, spiele, musikinstrumente, fahrrad, fahrrader, freizeit, collection objets, jouets,
    jeux, loisirs, instruments de musique, velo, coleccionables, coleccion, juguetes, juegos,
    deportes, instrumentos, colecionaveis, brinquedos, esportes, collezionismo, giocattoli,
    giochi, sportartikelen, speelgoed, koleksi, mainan, olahraga`,
  documents: `documents, document, papers, paperwork, records, certificates, dokumente, unterlagen,
    papiere, papiers, documentos, papeles, documenti, documenten, dokumen, berkas`,
  tools: `tools, tool, power tools, hand tools, hardware, diy, workshop, garage, garden, gardening,
    yard, werkzeug, werkzeuge, werkstatt, garten, heimwerken, outils, outillage, bricolage, jardin,
    herramientas, taller, jardineria, ferramentas, jardim, attrezzi, utensili, giardino,
    gereedschap, tuin, alat, perkakas, bengkel, kebun`,
  kitchenware: `kitchen, kitchenware, kitchen appliances, cookware, kitchen utensils, tableware,
    dishes, crockery, dining, kuche, kuchengerate, geschirr, cuisine, vaisselle, ustensiles de cuisine,
    cocina, menaje, vajilla, cozinha, utensilios de cozinha, cucina, stoviglie, keuken,
    keukengerei, servies, dapur, peralatan dapur`,
  'household items': `household, household items, household goods, home, house, appliances,
    home appliances, general, misc, miscellaneous, other, bathroom, laundry, haushalt,
    haushaltsgerate, sonstiges, badezimmer, menage, maison, electromenager, divers, hogar, casa,
    electrodomesticos, varios, utilidades domesticas, eletrodomesticos, casalinghi,
    elettrodomestici, huishouden, huishoudelijk, rumah tangga, lainnya`,
  'home textiles': `home textiles, textiles, textile, linens, linen, bedding, soft furnishings, rugs,
    heimtextilien, textilien, bettwasche, linge de maison, textiles de hogar, ropa de cama,
    textil, roupa de cama, tessili, biancheria, textiel, beddengoed, tekstil, linen rumah`,
  'cleaning supplies': `cleaning, cleaning supplies, cleaning products, cleaners, putzmittel,
    reinigung, reinigungsmittel, entretien, produits menagers, limpieza, produtos de limpeza,
    limpeza, pulizia, detersivi, schoonmaak, schoonmaakmiddelen, pembersih, kebersihan`,
  decor: `decor, decoration, decorations, home decor, ornaments, lighting, lamps, plants, deko,
    dekoration, beleuchtung, pflanzen, deco, decoracion, iluminacion, decoracao, decorazione,
    decorazioni, decoratie, verlichting, dekorasi, hiasan`,
  storage: `storage, containers, boxes, organisation, organization, luggage, aufbewahrung, lager,
    kisten, rangement, almacenamiento, almacen, armazenamento, arrumacao, contenitori, opslag,
    opberg, penyimpanan, gudang`,
  chemical_perishable: `food, foods, groceries, grocery, pantry, drinks, beverages, wine, cellar,
    wine cellar, perishables, consumables, medicine, medicines, pharmacy, cosmetics, toiletries,
    chemicals, paint, lebensmittel, vorrat, vorrate, getranke, wein, medikamente, kosmetik,
    chemikalien, alimentation, nourriture, epicerie, boissons, vin, medicaments, cosmetiques,
    comida, alimentos, despensa, bebidas, vino, medicamentos, cosmeticos, vinho, cibo, alimentari,
    dispensa, bevande, farmaci, voedsel, voorraad, dranken, wijn, medicijnen, makanan, minuman,
    obat, kosmetik`,
};

/** Lower case, accents and punctuation off: "Küche" and "kuche" are the same word. */
function normalised(text: string): string {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const EXACT = new Map<string, Category>(
  CATEGORIES.flatMap((category) => [
    [normalised(category), category],
    [normalised(categoryLabelOf(category)), category],
  ]),
);

const BY_WORDS = new Map<string, Category>(
  (Object.entries(CATEGORY_WORDS) as [Category, string][]).flatMap(([category, words]) =>
    words.split(',').map((word) => [normalised(word), category] as const),
  ),
);

export interface CategoryOfText {
  category: Category;
  /** The text is the category's own name or label, so nothing of it is lost. */
  exact: boolean;
}

/**
 * The fixed category a free-text category or label names: its own name or label, a whole
 * phrase of the word list, or else its last word that the list knows ("Garden tools" → tools).
 */
export function categoryOfText(text: string): CategoryOfText | null {
  const key = normalised(text);
  if (!key) return null;
  const exact = EXACT.get(key);
  if (exact) return { category: exact, exact: true };
  const phrase = BY_WORDS.get(key);
  if (phrase) return { category: phrase, exact: false };
  const words = key.split(' ');
  for (let end = words.length; end > 0; end--) {
    for (let start = 0; start < end; start++) {
      const found = BY_WORDS.get(words.slice(start, end).join(' '));
      if (found) return { category: found, exact: false };
    }
  }
  return null;
}
