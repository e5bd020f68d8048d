/**
 * Keyword rules mapping an item name onto the contract's category set, plus perishability.
 * English puts the head noun last ("coffee table", "stand mixer", "laptop bag"), so the keyword
 * that ends last in the name wins; on a tie the longer keyword wins.
 */
import type { Category } from '@circle/contract';
import { singularForms } from './words/singular.js';

interface Rule {
  category: Category;
  perishable: boolean;
  /** Comma-separated keywords; plurals of the last word are accepted automatically. */
  words: string;
}

const RULES: Rule[] = [
  {
    category: 'electronics',
    perishable: false,
    words: `tv, television, qled, oled tv, smart tv, monitor, display, laptop, computer, pc, desktop, macbook, imac,
      chromebook, notebook computer, ipad, tablet, iphone, phone, smartphone, cell phone, mobile phone, headphone,
      earbud, earphone, airpods, headset, speaker, soundbar, subwoofer, av receiver, stereo receiver, amplifier,
      turntable, record player, camera, camcorder, lens, dslr, mirrorless, drone, game console, console, playstation,
      ps5, ps4, xbox, nintendo switch, controller, gamepad, mouse, keyboard, trackpad, cable, charger, power bank,
      adapter, usb hub, docking station, router, modem, mesh wifi, printer, scanner, projector, hard drive, ssd,
      usb drive, flash drive, memory card, sd card, gpu, graphics card, smartwatch, smart watch, apple watch,
      galaxy watch, fitness tracker, e-reader, ereader, kindle, smart speaker, echo dot, vr headset, quest,
      webcam, microphone, radio, walkman, calculator, remote control, security camera, video doorbell, doorbell,
      thermostat, smart plug, streaming stick, apple tv, fire tv, roku, homepod, airtag, nas, mic`,
  },
  {
    category: 'furniture',
    perishable: false,
    words: `sofa, couch, sectional, loveseat, armchair, chair, stool, bench, ottoman, recliner, table, coffee table,
      dining table, side table, end table, nightstand, bedside table, desk, standing desk, bed, bed frame, bunk bed,
      headboard, mattress, dresser, wardrobe, armoire, bookcase, bookshelf, shelf, shelves, shelving unit, cabinet,
      sideboard, credenza, console table, tv stand, tv unit, media console, chest of drawers, futon, crib, high chair,
      bar stool, vanity, office chair, gaming chair, rocking chair, daybed, hutch, filing cabinet, stand`,
  },
  {
    category: 'kitchenware',
    perishable: false,
    words: `mixer, stand mixer, hand mixer, blender, food processor, toaster, toaster oven, kettle, coffee maker,
      coffee machine, espresso machine, espresso maker, coffee grinder, burr grinder, french press, moka pot,
      dutch oven, pot, pan, skillet, frying pan, saucepan, stockpot, wok, casserole, cookware, cookware set,
      bakeware, baking sheet, baking dish, knife set, knife block, chef knife, chef's knife, knife, knives,
      cutting board, plate, bowl, mug, cup, wine glass, drinking glass, tumbler, cutlery, flatware, silverware,
      fork, spoon, utensil, spatula, whisk, ladle, microwave, oven, range, stove, cooktop, refrigerator, fridge,
      freezer, dishwasher, air fryer, slow cooker, crock pot, pressure cooker, instant pot, rice cooker, juicer,
      waffle maker, grill, bbq, barbecue, smoker, thermos, water bottle, dinnerware, dinner set, china set,
      teapot, tea set, carafe, decanter, pitcher, colander, mandoline, kitchen scale, sous vide, bottle, glassware,
      soda maker, ice cream maker, bread maker, griddle, roasting pan, cake stand, serving platter, platter`,
  },
  {
    category: 'tools',
    perishable: false,
    words: `drill, drill driver, impact driver, hammer drill, saw, circular saw, miter saw, table saw, jigsaw, chainsaw,
      reciprocating saw, sander, angle grinder, grinder, planer, hammer, wrench, socket set, screwdriver, pliers,
      tool set, toolset, toolbox, tool box, tool chest, tool kit, level, tape measure, multimeter, ladder,
      lawn mower, mower, leaf blower, blower, hedge trimmer, string trimmer, trimmer, weed eater, pressure washer,
      power washer, generator, air compressor, compressor, nail gun, brad nailer, stud finder, workbench, vise,
      clamp, multitool, multi-tool, shovel, rake, wheelbarrow, soldering iron, heat gun, welder, snow blower,
      router table, oscillating tool, rotary tool, tile cutter, pipe wrench, torque wrench, chisel, crowbar`,
  },
  {
    category: 'jewelry',
    perishable: false,
    words: `ring, engagement ring, wedding ring, wedding band, necklace, pendant, bracelet, bangle, earring, brooch,
      watch, wristwatch, chronograph, gold chain, cufflink, anklet, tiara, diamond, pearl necklace, locket,
      jewelry, jewellery, charm bracelet, signet ring, stud earrings, hoop earrings`,
  },
  {
    category: 'clothing',
    perishable: false,
    words: `jacket, coat, parka, blazer, suit, shirt, t-shirt, tee, blouse, sweater, jumper, hoodie, sweatshirt,
      cardigan, jeans, pants, trousers, shorts, skirt, dress, gown, shoe, sneaker, boot, sandal, heels, loafer,
      trainers, hat, cap, beanie, scarf, glove, sock, belt, tie, handbag, purse, bag, backpack, wallet, tote,
      clutch, sunglasses, eyewear, uniform, jersey, leggings, vest, pajamas, robe, swimsuit, raincoat, windbreaker,
      fleece, overcoat, trench coat, tuxedo, kimono, laptop bag, messenger bag, duffel bag, crossbody`,
  },
  {
    category: 'books',
    perishable: false,
    words: `book, novel, textbook, hardcover, paperback, encyclopedia, cookbook, manga, magazine, atlas, dictionary,
      bible, box set, book set, anthology, biography, hardback`,
  },
  {
    category: 'art',
    perishable: false,
    words: `painting, oil painting, watercolor, watercolour, canvas, art print, fine art print, lithograph,
      sculpture, statue, drawing, sketch, artwork, etching, engraving, portrait, screen print, giclee, mural`,
  },
  {
    category: 'collectibles',
    perishable: false,
    words: `coin, coin collection, stamp, stamp collection, trading card, baseball card, pokemon card, card collection,
      figurine, action figure, collectible, memorabilia, autograph, vinyl, vinyl record, record collection, lp,
      comic, comic book, antique, lego, lego set, model train, doll, toy, teddy bear, bike, bicycle, e-bike, ebike,
      mountain bike, road bike, hybrid bike, scooter, skateboard, surfboard, snowboard, ski, golf club, golf clubs,
      golf bag, tennis racket, racket, racquet, treadmill, exercise bike, rowing machine, rower, dumbbell,
      kettlebell, weight set, yoga mat, tent, sleeping bag, kayak, canoe, paddleboard, helmet, guitar,
      electric guitar, acoustic guitar, bass guitar, piano, digital piano, piano keyboard, violin, cello, drum,
      drum kit, ukulele, saxophone, trumpet, flute, synthesizer, motorcycle, car, boat, wetsuit, fishing rod,
      camping stove, binoculars, telescope, board game, puzzle, video game, game`,
  },
  {
    category: 'documents',
    perishable: false,
    words: `passport, birth certificate, certificate, deed, title deed, car title, last will, contract, diploma, license,
      licence, warranty, insurance policy, manual, tax return, social security card, id card, lease`,
  },
  {
    category: 'household items',
    perishable: false,
    words: `vacuum, vacuum cleaner, robot vacuum, stick vacuum, roomba, iron, steam iron, steamer, fan, heater,
      space heater, air purifier, purifier, humidifier, dehumidifier, air conditioner, washer, washing machine,
      dryer, hair dryer, hair straightener, straightener, curling iron, shaver, razor, electric toothbrush,
      toothbrush, bathroom scale, umbrella, flashlight, battery, smoke detector, sewing machine, ironing board,
      laundry basket, hanger, trash can, garbage can, light bulb, extension cord, power strip, first aid kit,
      fire extinguisher, scissors, toilet, sink, stroller, car seat, baby monitor, water filter, door lock,
      smart lock, safe, lock, alarm, air mattress, step stool`,
  },
  {
    category: 'home textiles',
    perishable: false,
    words: `rug, area rug, carpet, blanket, throw, throw blanket, duvet, duvet cover, comforter, quilt, pillow, cushion,
      throw pillow, sheet, bed sheet, sheet set, bedding, linen, towel, bath towel, curtain, drape, tablecloth,
      napkin, bath mat, mattress topper, bedspread, pillowcase, runner, table runner, doormat`,
  },
  {
    category: 'cleaning supplies',
    perishable: false,
    words: `detergent, laundry detergent, dish soap, soap, bleach, cleaner, all-purpose cleaner, disinfectant, wipe,
      mop, broom, dustpan, sponge, scrub brush, bucket, glass cleaner, paper towel, trash bag, fabric softener,
      dryer sheet, steam mop, duster, lint roller, dishwasher tablet, dishwasher pod, cleaning spray, polish`,
  },
  {
    category: 'decor',
    perishable: false,
    words: `vase, mirror, clock, wall clock, candle, candle holder, candlestick, picture frame, frame, photo frame, lamp,
      floor lamp, table lamp, desk lamp, chandelier, pendant light, pendant lamp, plant, houseplant, potted plant,
      artificial plant, wall art, poster, tapestry, ornament, wreath, bookend, decoration, figurine decor, sconce,
      string lights, planter, diffuser, wall hanging`,
  },
  {
    category: 'storage',
    perishable: false,
    words: `storage box, box, bin, storage bin, basket, container, storage container, organizer, organiser, trunk,
      chest, footlocker, suitcase, luggage, carry-on, duffel, crate, drawer organizer, canister, cooler,
      shoe rack, coat rack, storage rack, rack, garment bag, hamper, jar`,
  },
  {
    category: 'chemical_perishable',
    perishable: true,
    words: `food, groceries, grocery, fruit, apples, banana, orange, grapes, berries, strawberries, vegetables,
      produce, milk, cheese, egg, bread, meat, chicken, beef, pork, fish, salmon, rice, pasta, flour, sugar,
      coffee beans, ground coffee, coffee, tea, wine, champagne, beer, whiskey, whisky, vodka, gin, rum, tequila,
      bourbon, juice, soda, snack, cereal, chocolate, candy, spice, olive oil, cooking oil, honey, sauce,
      canned food, yogurt, butter, medicine, medication, vitamin, supplement, prescription, cosmetics, makeup,
      lipstick, perfume, cologne, fragrance, skincare, lotion, shampoo, conditioner, sunscreen, baby formula,
      pet food, dog food, cat food`,
  },
  {
    category: 'chemical_perishable',
    perishable: false,
    words: `paint, primer, wood stain, varnish, solvent, paint thinner, glue, adhesive, epoxy, fertilizer, pesticide,
      herbicide, weed killer, motor oil, antifreeze, propane, gasoline, lighter fluid, pool chlorine, chlorine,
      charcoal, lubricant, wd-40`,
  },
];

interface Keyword {
  tokens: string[];
  category: Category;
  perishable: boolean;
}

/** Lower-case alphanumeric tokens; apostrophes glue ("chef's" → "chefs"). */
function tokens(text: string): Array<{ token: string; start: number; end: number }> {
  const out: Array<{ token: string; start: number; end: number }> = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
    out.push({
      token: m[0].toLowerCase().replace(/['’]/g, ''),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/** Keywords indexed by their last (head) token. */
const BY_HEAD = new Map<string, Keyword[]>();
for (const rule of RULES) {
  for (const raw of rule.words.split(',')) {
    const words = tokens(raw.trim()).map((t) => t.token);
    if (words.length === 0) continue;
    const list = BY_HEAD.get(words.at(-1)!) ?? [];
    list.push({ tokens: words, category: rule.category, perishable: rule.perishable });
    BY_HEAD.set(words.at(-1)!, list);
  }
}
for (const list of BY_HEAD.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

export interface CategoryMatch {
  category: Category;
  perishable: boolean;
  keyword: string;
  start: number;
  end: number;
}

/** The category of the head noun of an item name, or null when no keyword is found. */
export function categorize(name: string): CategoryMatch | null {
  const words = tokens(name);
  let best: { match: CategoryMatch; endIndex: number; length: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    for (const head of singularForms(words[i]!.token)) {
      for (const keyword of BY_HEAD.get(head) ?? []) {
        const n = keyword.tokens.length;
        if (i - n + 1 < 0) continue;
        let ok = true;
        for (let k = 0; k < n - 1 && ok; k++)
          ok = words[i - n + 1 + k]!.token === keyword.tokens[k];
        if (!ok) continue;
        if (!best || i > best.endIndex || (i === best.endIndex && n > best.length)) {
          const first: { start: number } = words[i - n + 1]!;
          best = {
            match: {
              category: keyword.category,
              perishable: keyword.perishable,
              keyword: keyword.tokens.join(' '),
              start: first.start,
              end: words[i]!.end,
            },
            endIndex: i,
            length: n,
          };
        }
        break; // sorted longest first
      }
    }
  }
  return best?.match ?? null;
}
