/**
 * Widely known makers of groceries, drinks, drugstore goods and household supplies, by region,
 * as tills and order lines print them ("MILKA ALPENMILCH 100G", "Kawa Jacobs 500g", "明治 ヨーグルト").
 * The main lexicon (../brands.ts) holds durable goods with their category; these are the brands
 * of what a shop sells by the shelf. A match gives the brand as the line prints it.
 *
 * Entry syntax: `Name` matches anywhere in a name, whatever its case; `Name*` only as the name's
 * first word(s), for brands that are also ordinary words ("Finish", "Dove", "Tempo", "Always").
 */
import { fold } from '../words/fold.js';

const SHELF_BRANDS = `
  Coca-Cola, Coca Cola, Pepsi, Fanta, Sprite, Schweppes, Red Bull, Monster Energy, Lipton, Nestea,
  Nescafé, Nescafe, Nespresso, Lavazza, Illy, Jacobs, Tchibo, Dallmayr, Melitta, Douwe Egberts,
  Kenco, Maxwell House, Folgers, Paulig, Segafredo, Kimbo, Twinings, Tetley, Pukka, Ahmad Tea,
  Milka, Lindt, Toblerone, Côte d'Or, Cote d'Or, Ritter Sport, Kinder*, Ferrero, Nutella, Haribo,
  Cadbury, Mars*, Snickers, Twix, Bounty*, M&M's, Kit Kat, KitKat, Oreo, Fazer, Marabou, Freia,
  Wedel, Hershey's, Reese's, Kellogg's, Cheerios, Nesquik, Weetabix, Quaker, Special K, Alpro,
  Danone, Activia, Actimel, Müller, Muller*, Ehrmann, Zott, Valio, Arla, Lurpak, Président,
  President*, Président*, Philadelphia, Kerrygold, Babybel, Leerdammer, Galbani, Granarolo,
  Parmalat, Lactalis, Yoplait, Oikos, Chobani, Fage, Anchor*, Meiji, 明治, Morinaga, 森永, Yakult,
  ヤクルト, Nissin, 日清, Kikkoman, キッコーマン, Ajinomoto, 味の素, Calbee, カルビー, Glico, グリコ, Lotte*, ロッテ, Kirin,
  キリン, Asahi, アサヒ, Sapporo*, サッポロ, Suntory, サントリー, Kao*, 花王, Lion*, ライオン, Shiseido, 資生堂, Unicharm,
  ユニ・チャーム, Pigeon*, ピジョン, 蒙牛, 伊利, 农夫山泉, 康师傅, 统一, 青岛, Tsingtao, 海天, 李锦记, Lee Kum Kee, 오뚜기, 농심,
  Nongshim, 삼양, 빙그레, 롯데, 해태, 오리온, Heineken, Amstel, Grolsch, Bavaria*, Carlsberg, Tuborg,
  Stella Artois, Leffe, Hoegaarden, Jupiler, Duvel, Chimay, Beck's, Becks, Krombacher, Warsteiner,
  Bitburger, Paulaner, Erdinger, Franziskaner, Radeberger, Veltins, Löwenbräu, Peroni,
  Moretti, Menabrea, Ichnusa, Corona*, Modelo, Pacífico, Tecate, Dos Equis,
  Estrella Damm, Mahou, San Miguel, Cruzcampo, Alhambra, Super Bock, Pilsner Urquell, Kozel,
  Staropramen, Budweiser, Budvar, Gambrinus, Tyskie, Żywiec Zdrój, Żywiec, Zywiec, Lech*, Okocim, Warka,
  Guinness, Kronenbourg, Efes, Singha, Chang*, Bintang, San Mig, Kingfisher,
  Castle Lager, Brahma, Skol, Antarctica, Quilmes, Club Colombia, Cusqueña, Soproni, Borsodi,
  Lapin Kulta, Koff, Olvi, Hartwall, Absolut, Smirnoff, Bacardi, Jameson, Baileys, Evian, Volvic,
  Vittel, Perrier, San Pellegrino, S.Pellegrino, Acqua Panna, Gerolsteiner, Apollinaris, Spa*,
  Badoit, Contrex, Font Vella, Lanjarón, Vitalis, Mattoni, Borjomi, Aquafina, Dasani, Tropicana,
  Capri-Sun, Capri Sun, Innocent*, Granini, Hohes C, Rauch, Del Monte, Dole*, Bonduelle,
  Hipp, Nestlé, Nestle, Gerber*, Aptamil, Nutrilon, Heinz, Hellmann's, Hellmanns, Calvé, Calve,
  Knorr, Thomy, Kühne, Kuehne, Develey, Barilla, De Cecco, Rummo, Garofalo, Buitoni,
  Panzani, Lustucru, Mutti, Cirio, Bertolli, Carapelli, Filippo Berio, Monini, Carbonell, Borges,
  Uncle Ben's, Ben's Original, Tio Pepe, Lay's, Lays*, Pringles, Doritos, Cheetos, Ruffles,
  Walkers, Chio, Funny-Frisch, Pom-Bär, Bahlsen, Leibniz, McVitie's, Pepperidge Farm, Ritz*, Tuc*,
  Wasa, Ryvita, Kellogg, Kölln, Dr. Oetker, Dr Oetker, Oetker, Kraft, Vegemite, Marmite, Arnott's,
  Arnotts, Tim Tam, Bega, Sanitarium, Uncle Tobys, Edgell, Streets*, Peters*, Ben & Jerry's,
  Häagen-Dazs, Haagen-Dazs, Haagen Dazs, Magnum*, Cornetto, Langnese, Algida, Frigo, Carte d'Or,
  Vinamilk, TH true MILK, Indomie, Mie Sedaap, Milo, Gardenia, Dutch Lady,
  Marigold, Ovaltine, Horlicks, Bournvita, Britannia, Parle, Haldiram's, Tata Tea,
  Brooke Bond, Red Label, Taj Mahal, Everest*, MDH, Aashirvaad, Fortune*, Saffola, Dabur,
  Patanjali, Bimbo, Sabritas, Gamesa, Lala*, Alpura, Jumex, La Costeña, Herdez, Colombina,
  Alquería, Colanta, Zenú, Ramo*, Postobón, Juan Valdez, Águila Roja, La Serenísima, Sancor, Arcor,
  Bagley, Havanna, Terrabusi, Marolio, Piracanjuba, Itambé, Italac, Ninho, Sadia, Perdigão, Seara,
  Pilão, 3 Corações, Tramontina, Ypê, Omo*, Ariel*, Tide*, Persil, Skip*, Dash*, Lenor, Comfort*,
  Downy, Vernel, Perwoll, Woolite, Vanish, Calgon, Finish*, Fairy*, Dreft, Pril, Sunlight*,
  Somat, Frosch, Cif*, Domestos, Harpic, Mr. Proper, Mr Proper, Meister Proper, Ajax*, Glassex,
  Sidolin, Dettol, Lysol, Clorox, Bref*, Kärcher, Zewa, Tempo*, Kleenex, Lotus*, Regina*, Scottex,
  Cottonelle, Charmin, Plenty*, Velvet*, Andrex, Renova, Hakle, Tork, Pampers, Huggies, Libero*,
  Always*, Tampax, Carefree, Nivea, Dove*, Rexona, Axe*, Lynx*, Sure*, Old Spice, Gillette,
  Wilkinson, Schick, Bic*, Colgate, Oral-B, Signal*, Sensodyne, Elmex, Aronal, Blend-a-med,
  Listerine, Parodontax, Aquafresh, Head & Shoulders, Head&Shoulders, Pantene, Elvital, Elseve,
  Garnier, Schwarzkopf, Schauma, Gliss Kur, Syoss, Timotei, Sunsilk, Clear*, L'Oréal, Loreal,
  Palmolive, Adidas, Balea, Isana, Sebamed, Eucerin, La Roche-Posay, Vichy*, Bioderma, Avène,
  Avene, CeraVe, Neutrogena, Johnson's, Johnson & Johnson, Vaseline, Lux*, Lifebuoy, Protex, Sanex,
  Le Petit Marseillais, Weleda, Labello, Blistex, Carmex, Durex, Bayer, Nurofen, Panadol, Voltaren,
  Tylenol, Advil, Strepsils, Vicks, Bepanthen, Hansaplast, Band-Aid, Compeed, Tiger Balm, Sonrisal,
  Benegrip, Duracell, Energizer, Varta, Panasonic, Osram, Philips, Ledvance, Pattex, UHU, Tesa*,
  Loctite, Henkel, WD-40, Dulux, Schöner Wohnen, Caparol, Tikkurila, Jotun, Sadolin, Hammerite,
  Ronseal, Cuprinol, Fischer*, Würth, Wurth, Rawlplug, Gardena, Wolf-Garten, Whiskas, Felix*,
  Sheba*, Pedigree, Purina, Friskies, Royal Canin, Gourmet*, Cesar*, Frolic, Catsan, Tetra*, Brita,
  Tefal, WMF, Fiskars, Zwilling, Leifheit, Vileda, Curver, Tupperware, Emsa, Rotho, Lock&Lock,
  Lock & Lock, Thermos, Stanley, Pyrex, Duralex, Luminarc, Arcopal, Bormioli
`;

interface ShelfEntry {
  tokens: string[];
  /** Only as the name's first word(s). */
  leading: boolean;
}

const key = (word: string): string => fold(word).replace(/['’.]/g, '');

/** A name's words, as folded keys with where each starts and ends in the name. */
function tokens(text: string): Array<{ key: string; start: number; end: number }> {
  return [...text.matchAll(/[\p{L}\p{N}]+(?:['’.&-][\p{L}\p{N}]+)*/gu)].map((m) => ({
    key: key(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const ENTRIES: Map<string, ShelfEntry[]> = (() => {
  const index = new Map<string, ShelfEntry[]>();
  for (const raw of SHELF_BRANDS.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const leading = entry.endsWith('*');
    const words = tokens(entry.replace(/\*$/, '')).map((t) => t.key);
    if (words.length === 0) continue;
    const list = index.get(words[0]!) ?? [];
    list.push({ tokens: words, leading });
    index.set(words[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
})();

/** The shelf brand a name prints, as it prints it ("MILKA", "Kawa Jacobs" → "Jacobs"), or null. */
export function shelfBrand(name: string): string | null {
  const words = tokens(name);
  for (const [k, word] of words.entries()) {
    for (const entry of ENTRIES.get(word.key) ?? []) {
      const n = entry.tokens.length;
      if (entry.leading && k !== 0) continue;
      if (!entry.tokens.every((t, j) => words[k + j]?.key === t)) continue;
      return name.slice(word.start, words[k + n - 1]!.end);
    }
  }
  return null;
}
