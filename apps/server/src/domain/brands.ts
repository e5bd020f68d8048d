/**
 * Curated consumer-brand lexicon (about 400 names) with each brand's usual category, and a
 * matcher that finds the longest brand mention in a piece of text.
 *
 * Entry syntax: `Name` matches case-insensitively; `Name*` only when written with a capital first
 * letter (brands that are also ordinary words: Apple, Shark, Ring, Coach...). `Alias=Brand` maps a
 * product line onto its brand (iPhone → Apple).
 */
import type { Category } from '@circle/contract';
import { fold } from './words/fold.js';

const BRANDS: Partial<Record<Category, string>> = {
  electronics: `Insignia*, Spigen, boAt*, Lowepro, Havells, Miyako, Maspion, Polytron, Noma*, Redmi=Xiaomi, Mi Smart Band=Xiaomi, Poco*=Xiaomi, Realme, Vivo*, Infinix, Sony, Samsung, Apple*, LG*, Panasonic, Philips, Toshiba, Sharp*, Hitachi, Vizio, TCL*,
    Hisense, Bose, Sonos, JBL, Bang & Olufsen, B&O*, Harman Kardon, Sennheiser, Audio-Technica, Beats*,
    Skullcandy, Jabra, Shure, Marshall*, Klipsch, Yamaha, Denon, Marantz, Onkyo, Pioneer*, Bowers & Wilkins,
    Bluesound, Devialet, Logitech, Razer, Corsair*, SteelSeries, HyperX, Dell, Alienware, HP*, Hewlett-Packard,
    Lenovo, Asus, Acer, MSI*, Microsoft, Google*, Amazon*, Huawei, Xiaomi, OnePlus, Motorola, Nokia, Oppo,
    Garmin, Fitbit, GoPro, DJI, Canon, Nikon, Fujifilm, Olympus, Leica, Sigma*, Tamron, Hasselblad, Nintendo,
    Sega*, Valve*, Oculus, Anker, Belkin, Netgear, TP-Link, Linksys, Ubiquiti, Synology, Western Digital,
    Seagate, SanDisk, Kingston, Crucial*, Intel, AMD, Nvidia, Roku, Ring*, Nest*, Arlo,
    Eufy, Wyze, Epson, Brother*, Kodak, Polaroid, Casio, Texas Instruments, Raspberry Pi, Wacom, Elgato,
    Rode*, reMarkable, Kobo, Sonance, Tivoli Audio, Marley*, Audioengine, Edifier, Ultimate Ears,
    Plantronics, Poly*, Blue Yeti=Blue, Zoom*, Tascam, Behringer, Focusrite, Native Instruments, Akai, Moog,
    Teenage Engineering, Insta360, Blackmagic, Sonos Era=Sonos, Meta Quest=Meta, Steam Deck=Valve,
    Framework Laptop=Framework,
    iPhone=Apple, iPad=Apple, MacBook=Apple, iMac=Apple, Mac Mini=Apple, Mac Studio=Apple, AirPods=Apple,
    Apple Watch=Apple, HomePod=Apple, AirTag=Apple, Apple TV=Apple, PlayStation=Sony, PS5=Sony, PS4=Sony,
    Walkman=Sony, Bravia=Sony, Xbox=Microsoft, Surface Pro*=Microsoft, Surface Laptop*=Microsoft,
    Galaxy*=Samsung, Pixel*=Google, Chromecast=Google, Kindle=Amazon, Fire TV=Amazon, Echo Dot=Amazon,
    ThinkPad=Lenovo, IdeaPad=Lenovo, Chromebook*=Google, Nintendo Switch=Nintendo`,
  furniture: `Godrej, Sleepwell, Muji, Nitori, Olympic Furniture=Olympic, IKEA, Herman Miller, Steelcase, West Elm, Pottery Barn, Crate & Barrel, Crate and Barrel,
    Ashley Furniture, La-Z-Boy, Wayfair, Restoration Hardware, Ethan Allen, Knoll, Vitra, Haworth, Joybird,
    Room & Board, Flexsteel, Sealy, Tempur-Pedic, Casper*, Serta, Simmons*, Saatva, Secretlab, Poly & Bark,
    Roche Bobois, Ligne Roset, Muuto, Stressless, Ekornes, Bassett, Broyhill, Thomasville, Hooker Furniture,
    Kartell, Cassina, B&B Italia, Natuzzi, Design Within Reach, Humanscale, Fritz Hansen, Carl Hansen,
    Arhaus, Burrow Furniture=Burrow, Article Furniture=Article, Floyd*, Hay Design=HAY, Eames=Herman Miller,
    Aeron=Herman Miller, Kivik=IKEA, Billy Bookcase=IKEA, Malm=IKEA, Poang=IKEA, Ektorp=IKEA`,
  kitchenware: `Russell Hobbs, Fisher & Paykel, Prestige*, Tramontina, Bajaj, Rinnai, Brastemp, Electrolux, Zojirushi, Balmuda, Granarolo, De Cecco, Indomie, Milo*, Gardenia*, Dutch Lady, Kirkland Signature=Kirkland, Kirkland, Bimoli, KitchenAid, Kitchen Aid, Nespresso, Le Creuset, Staub, Cuisinart, Breville, De'Longhi,
    DeLonghi, Vitamix, Ninja*, Instant Pot, Keurig, Smeg, All-Clad, Calphalon, Lodge*, OXO, Zwilling,
    Henckels, Wüsthof, Wusthof, Shun*, Victorinox, Pyrex, CorningWare, Tefal, T-fal, Hamilton Beach, Oster*,
    Sunbeam, Krups, Bialetti, Chemex, Hario, Bodum, Jura*, Sage Appliances=Sage, Kenwood, Magimix, Thermomix,
    NutriBullet, Weber*, Traeger, Yeti*, Hydro Flask, Contigo, Zojirushi, Baratza, Rancilio, Gaggia,
    Mauviel, Scanpan, Emile Henry, Villeroy & Boch, Wedgwood, Royal Doulton, Lenox, Waterford, Riedel,
    Mikasa, Corelle, Fiesta*, Anova, Frigidaire, Whirlpool, Maytag, Electrolux, Sub-Zero, Thermador, Beko,
    Haier, GE Appliances, Viking Range=Viking, Wolf Gourmet, Sodastream, Lavazza, Illy*, Moccamaster, Technivorm,
    Fellow Stagg=Fellow, Tramontina, Rachael Ray, Circulon, Anolon, Farberware, Mepra, Global Knives=Global,
    Miyabi,
    Kyocera, Lékué, Joseph Joseph, Brabantia, Le Parfait, Stanley Quencher=Stanley, Owala, Emeril,
    Gourmia, Cosori, Philips Airfryer=Philips, Vertuo=Nespresso, Moka Express=Bialetti`,
  tools: `Mastercraft, Husky*, Stihl, Husqvarna, Einhell, Parkside, DeWalt, Makita, Milwaukee*, Bosch, Ryobi, Black+Decker, Black & Decker, Black and Decker,
    Craftsman, Stanley*, Snap-on, Festool, Hilti, Metabo, Ridgid, Kobalt, Husky*, Porter-Cable, Dremel,
    Fluke, Klein Tools, Knipex, Wera, Leatherman, Gerber*, Irwin*, Estwing, Worx, Greenworks, Stihl,
    Husqvarna, Toro*, Kärcher, Karcher, Sun Joe, Bostitch, Metabo HPT, Skil*, Channellock,
    Crescent*, Vise-Grip, Flex Tools=Flex, Hart Tools=Hart, Ego Power=EGO, Bahco, Wiha, Gedore, Tekton,
    GearWrench, Milwaukee Tool=Milwaukee, Campbell Hausfeld, Honda Generator=Honda, Generac,
    Champion Power=Champion, Little Giant, Gorilla Ladder, Lincoln Electric, Hobart*, Miller Electric,
    Jet Tools=JET, Grizzly Industrial, Delta Power=Delta, Powermatic, SawStop, Triton Tools=Triton, Kreg,
    Rockler, Woodpeckers, Werner Ladder=Werner`,
  clothing: `Nike, Adidas, Puma*, Reebok, New Balance, Under Armour, Lululemon, Patagonia, The North Face,
    North Face, Columbia*, Arc'teryx, Canada Goose, Levi's, Levis, Wrangler, Gap*, Uniqlo, Zara*, H&M, Gucci,
    Prada, Louis Vuitton, Chanel, Hermès, Hermes*, Burberry, Balenciaga, Versace, Fendi, Dior*, Saint Laurent,
    Yves Saint Laurent, Givenchy, Valentino*, Armani, Giorgio Armani, Ralph Lauren, Polo Ralph Lauren,
    Tommy Hilfiger, Calvin Klein, Hugo Boss, Michael Kors, Coach*, Kate Spade, Tory Burch, Longchamp,
    Dr. Martens, Doc Martens, Timberland, UGG, Converse, Vans*, Birkenstock, Crocs*, Skechers, Asics, Salomon,
    Hoka, Allbirds, Carhartt, Barbour, Moncler, Stone Island, Supreme*, Oakley, Ray-Ban, Fjällräven,
    Fjallraven, Herschel, J.Crew, Banana Republic, Old Navy, Abercrombie & Fitch, Abercrombie, Hollister,
    American Eagle, Lacoste, Fred Perry, Superdry, Diesel*, Guess*, Everlane, Madewell, Free People,
    Bottega Veneta, Celine*, Loewe, Miu Miu, Alexander McQueen, Jimmy Choo, Christian Louboutin, Manolo Blahnik,
    Off-White, Ermenegildo Zegna, Brooks Brothers, Eddie Bauer, L.L.Bean, LL Bean, Marmot, Mammut, Icebreaker,
    Smartwool, Darn Tough, Red Wing, Clarks*, Cole Haan, Sperry, Steve Madden, Sam Edelman, Aldo*,
    Air Jordan=Nike, Yeezy=Adidas, Birkin=Hermès`,
  jewelry: `Rolex, Omega*, Cartier, Tiffany & Co., Tiffany*, Pandora*, Swarovski, TAG Heuer, Tag Heuer,
    Breitling, Patek Philippe, Audemars Piguet, Seiko, Citizen*, Tissot, Longines, IWC*, Hublot, Bulgari,
    Bvlgari, Van Cleef & Arpels, Harry Winston, David Yurman, Chopard, Graff*, Mikimoto, Zales, Fossil,
    Movado, Daniel Wellington, Swatch, Tudor*, Panerai, Grand Seiko, Shinola, Alex and Ani, Chrome Hearts,
    Messika, Boucheron, Jaeger-LeCoultre, Vacheron Constantin, Zenith*, Oris*, Hamilton Watch=Hamilton, Bulova,
    Breguet, Blancpain, Richard Mille, A. Lange & Söhne, Kay Jewelers, Jared*, Blue Nile, Mejuri, Monica Vinader,
    Chamilia, Thomas Sabo, Links of London, Georg Jensen, Buccellati, De Beers, Chaumet, Piaget,
    Submariner=Rolex, Daytona*=Rolex, Speedmaster=Omega, Seamaster=Omega`,
  collectibles: `Trek*, Specialized*, Cannondale, Giant Bicycles=Giant, Cervélo, Cervelo, Pinarello, Bianchi,
    Brompton, Peloton, Shimano, SRAM, Wilson*, Spalding, Rawlings, Callaway, TaylorMade, Titleist, Babolat,
    Yonex, Burton*, Rossignol, Bowflex, NordicTrack, Concept2, Rogue Fitness, Coleman, Osprey*, Thule,
    Schwinn, Huffy, Fender, Gibson*, Ibanez, Roland, Korg, Steinway, Martin Guitar=Martin,
    Taylor Guitars=Taylor, PRS*,
    Gretsch, Epiphone, Squier, Lego, Funko, Hot Wheels, Mattel, Hasbro, Bandai, Pokémon, Pokemon, Topps,
    Upper Deck, Marvel*, Santa Cruz Bikes=Santa Cruz, Yeti Cycles=Yeti, Rad Power Bikes, VanMoof,
    Electra Bicycle=Electra, Harley-Davidson, Ducati, Kawasaki, Yamaha Motor=Yamaha, Vespa, Segway,
    Razor Scooter=Razor, Hydrow, Tonal*, Theragun, Hyperice, Wahoo, Zwift, Ping Golf=PING, Mizuno,
    Franklin Sports, Everlast`,
  'household items': `Dyson, iRobot, Roomba=iRobot, Shark*, Bissell, Hoover, Miele, Roborock, Rowenta,
    Honeywell, Vornado, Levoit, Brita, Coway, Blueair, Sonicare=Philips, Oral-B, Braun, Conair,
    Remington, Gillette, Waterpik, Singer*, Brother Sewing=Brother, Duracell, Energizer, Maglite, Kidde, First Alert,
    SimpliSafe, Tile*, August Lock=August, Yale*, Schlage, Kwikset, Chamberlain, Ecobee, Govee,
    Philips Hue=Philips, Lutron, Eureka*, Tineco, Ecovacs, Deebot=Ecovacs, RoboVac=Eufy, Cricut,
    Silhouette Cameo=Silhouette, Lasko, hOmeLabs, Midea, Dreame, Nutrichef, GHD*, T3 Micro=T3,
    Revlon*, Babyliss, Baby Jogger, UPPAbaby, Graco, Chicco, Britax, Bugaboo, Nuna*`,
  'home textiles': `Brooklinen, Parachute Home=Parachute, Boll & Branch, Pendleton, Frette, Coyuchi, Ruggable, Nourison,
    Safavieh, Loloi, Pottery Barn Kids, Serena & Lily, Garnet Hill, Sferra, Matouk, Riley Home, Buffy Comforter,
    Bedsure, Utopia Bedding, Laura Ashley, Kassatex`,
  'cleaning supplies': `Clorox, Lysol, Mrs. Meyer's, Swiffer, Tide*, Seventh Generation, Windex, Mr. Clean,
    Scotch-Brite, Libman, O-Cedar, Vileda, Method Cleaner=Method, Dawn Dish Soap=Dawn, Cascade*,
    Finish Dishwasher=Finish, Bona*, Pledge Furniture=Pledge, Febreze, OxiClean, Bar Keepers Friend,
    Simple Green, Lifebuoy, Dettol, Dash*, Skip*, Brabantia, Zep*, Ecover, Persil, Ariel*, Downy, Gain Detergent=Gain, Arm & Hammer, Murphy Oil Soap,
    Scrub Daddy, Magic Eraser=Mr. Clean, Pine-Sol`,
  decor: `Yankee Candle, Jonathan Adler, Anthropologie, Diptyque, Jo Malone, Byredo, Nest New York, Voluspa,
    Umbra*, Lladró, Lladro, Baccarat, Lalique, Kosta Boda, Orrefors, Iittala, Marimekko,
    Alessi, Hudson Valley Lighting, Tom Dixon, Louis Poulsen, Flos*, Artemide, Dale Tiffany`,
  storage: `Rubbermaid, Sterilite, The Container Store, Container Store, Tupperware, Samsonite, Rimowa, Tumi,
    Away Luggage, Travelpro, Delsey, Briggs & Riley, Elfa*, IRIS USA, Bigso, mDesign, Simplehuman,
    SentrySafe, Liberty Safe, Pelican*, Igloo*, Gladiator GarageWorks, Keter*, Suncast`,
  chemical_perishable: `WD-40, Behr*, Sherwin-Williams, Benjamin Moore, Rust-Oleum, Valspar, Scotts*,
    Miracle-Gro, Roundup*, Ortho*, Gorilla Glue, Loctite, Elmer's, Castrol, Mobil 1, Pennzoil, Prestone,
    Meguiar's, Chemical Guys, Armor All, Turtle Wax, Kingsford, Coca-Cola, Pepsi*, Nestlé, Nestle*, Kellogg's,
    Starbucks, Lindt, Godiva, Ghirardelli, Heinz, Kraft*, Barilla, Tropicana, Ben & Jerry's, Häagen-Dazs,
    Johnnie Walker, Jack Daniel's, Moët & Chandon, Dom Pérignon, Veuve Clicquot, Hennessy, Macallan,
    Estée Lauder, Clinique, Lancôme, L'Oréal, Maybelline, MAC Cosmetics, Sephora, Neutrogena, CeraVe,
    La Roche-Posay, Olaplex, Chanel No. 5=Chanel, Tylenol, Advil, Centrum`,
};

export interface Brand {
  name: string;
  category: Category;
}

interface Entry {
  tokens: string[];
  brand: Brand;
  /** Only match when the first mention starts with a capital letter. */
  capitalised: boolean;
}

/** Lower-cases, folds accents and splits into alphanumeric tokens (apostrophes and dots glue). */
export function tokenize(
  text: string,
): Array<{ token: string; raw: string; start: number; end: number }> {
  const out: Array<{ token: string; raw: string; start: number; end: number }> = [];
  const re = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;
  for (const m of text.matchAll(re)) {
    out.push({ token: brandKey(m[0]), raw: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** A brand's word folded, with apostrophes and dots off ("De'Longhi" → "delonghi"). */
function brandKey(word: string): string {
  return fold(word).replace(/['’.]/g, '');
}

function buildEntries(): Map<string, Entry[]> {
  const canonical = new Map<string, Brand>();
  const pending: Array<{
    alias: string;
    target: string;
    category: Category;
    capitalised: boolean;
  }> = [];
  const entries: Entry[] = [];
  for (const [category, list] of Object.entries(BRANDS) as Array<[Category, string]>) {
    for (const rawEntry of list.split(',')) {
      const entry = rawEntry.trim();
      if (!entry) continue;
      const [left, target] = entry.split('=').map((s) => s.trim());
      const capitalised = left!.endsWith('*');
      const alias = left!.replace(/\*$/, '');
      if (target) {
        pending.push({ alias, target, category, capitalised });
        continue;
      }
      const brand: Brand = { name: alias, category };
      if (!canonical.has(brandKey(alias))) canonical.set(brandKey(alias), brand);
      entries.push({ tokens: tokenize(alias).map((t) => t.token), brand, capitalised });
    }
  }
  for (const { alias, target, category, capitalised } of pending) {
    const brand = canonical.get(brandKey(target)) ?? { name: target, category };
    entries.push({
      tokens: tokenize(alias).map((t) => t.token),
      brand: { name: brand.name, category },
      capitalised,
    });
  }
  // Index by first token for a quick scan.
  const index = new Map<string, Entry[]>();
  for (const e of entries) {
    if (e.tokens.length === 0) continue;
    const list = index.get(e.tokens[0]!) ?? [];
    list.push(e);
    index.set(e.tokens[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

const INDEX = buildEntries();
/** Canonical display names of multi-word brands written in different ways. */
const DISPLAY: Record<string, string> = {
  'Kitchen Aid': 'KitchenAid',
  DeLonghi: "De'Longhi",
  'Black & Decker': 'Black+Decker',
  'Black and Decker': 'Black+Decker',
  'Crate and Barrel': 'Crate & Barrel',
  Levis: "Levi's",
  Wusthof: 'Wüsthof',
  Karcher: 'Kärcher',
  Hermes: 'Hermès',
  Fjallraven: 'Fjällräven',
  Bvlgari: 'Bulgari',
  Cervelo: 'Cervélo',
  Pokemon: 'Pokémon',
  'North Face': 'The North Face',
  'Doc Martens': 'Dr. Martens',
  'Tag Heuer': 'TAG Heuer',
  'Tiffany & Co.': 'Tiffany & Co.',
  Tiffany: 'Tiffany & Co.',
  Lladro: 'Lladró',
  Nestle: 'Nestlé',
  'LL Bean': 'L.L.Bean',
};

/** Words near "apple" that mean the fruit, not the company. */
const FRUIT_CONTEXT =
  /\b(pie|juice|cider|sauce|fruit|fruits|lb|lbs|kg|organic|granny|fuji|gala|honeycrisp|vinegar|crumble|slices?)\b/i;

export interface BrandMatch extends Brand {
  start: number;
  end: number;
  /**
   * A brand that is also an ordinary word, found as the first word of the text, where the capital
   * letter proves nothing ("Ring, 14k gold"). Callers should accept it only when the rest of the
   * text agrees with the brand's category.
   */
  ambiguous: boolean;
}

/** Finds the longest (then earliest) brand mention in the text, or null. */
export function findBrand(text: string): BrandMatch | null {
  const tokens = tokenize(text);
  let best: { match: BrandMatch; length: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const candidates = INDEX.get(tokens[i]!.token);
    if (!candidates) continue;
    for (const entry of candidates) {
      const n = entry.tokens.length;
      if (i + n > tokens.length) continue;
      let ok = true;
      for (let k = 1; k < n && ok; k++) ok = tokens[i + k]!.token === entry.tokens[k];
      if (!ok) continue;
      const first = tokens[i]!;
      if (entry.capitalised && !/^\p{Lu}/u.test(first.raw)) continue;
      if (entry.brand.name === 'Apple' && n === 1 && FRUIT_CONTEXT.test(text)) continue;
      if (!best || n > best.length) {
        const name = DISPLAY[entry.brand.name] ?? entry.brand.name;
        best = {
          match: {
            name,
            category: entry.brand.category,
            start: first.start,
            end: tokens[i + n - 1]!.end,
            ambiguous: entry.capitalised && i === 0,
          },
          length: n,
        };
      }
      break; // candidates are sorted longest first
    }
  }
  return best?.match ?? null;
}

/** Number of distinct brand entries (for tests and documentation). */
export function brandCount(): number {
  let n = 0;
  for (const list of INDEX.values()) n += list.length;
  return n;
}
