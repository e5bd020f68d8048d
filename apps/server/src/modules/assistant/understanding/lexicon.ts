/** The words the question parser knows, grouped by what they signal. */

export const FILLER = new Set(
  `a an the my mine me i i'm im do does did have has had own owned is are was were be been it's of in on at to for
  from with and or what which who whom whose when how please can could would you your there here this that these those
  some any all every just also really much many kind sort type piece pieces pair set one ones thing things stuff
  item items belongings possessions inventory collection everything something anything got get currently right now
  tell show give let know want like need am its it them they their our we us about than as by so if then
  altogether combined overall together total currently actually exactly gear products possessions
  equipment paraphernalia
  anyone anybody someone somebody everyone everybody nobody nothing app apps contents amount figure
  yoke yokes`.split(/\s+/),
);

/**
 * Talk around a question that never names items: hedges, interjections, politeness, time words,
 * whose ("ours", "mine"). They are neither searched for nor typo-corrected.
 */
export const DISCOURSE = new Set(
  `um umm uh uhh uhm ugh er erm hmm hm ok okay so like just basically honestly literally actually really
  quick quickly q rn tbh btw lol haha hehe huhu lmao omg ngl idk anyway anyways wait sorry please pls thanks well yeah yep right
  again still even only roughly approximately about around maybe probably prob guess wondering
  curious checking check sure fine ours mine yours theirs his hers we're we us our ourselves
  different distinct presently present currently nowadays days these moment today tonight tomorrow soon but though etc
  physically single entry entries separate separately individually bit bits lot lots bunch whatever else ever already yet
  also too very pretty kinda sorta chuck chucking toss tossing ditch ditching flog flogging
  atm asap gonna wanna gotta wknd weekend he she him her they them
  ah lah leh lor sia meh hor liao aiyo aiyoh aiyah alamak walao wah eh
  fr frfr ngl tbf imo imho idk idc ikr smh lowkey highkey deadass istg bruh bro fam innit tho cba
  omg omfg ffs pls plz plss ty thx yh ye ya nah na grand minute off instead rather dear
  flooded flood flooding burned burnt fire robbed burgled burglary stolen renewal renewing renew
  agent agents broker brokers adjuster adjusters insurer insurers underwriter assessor appraiser valuer
  rush trouble bother coming upcoming solicitor solicitors lawyer lawyers accountant executor executors
  probate shops shopping`.split(/\s+/),
);

/** Words that end a question's subject and start a field or operation. */
export const OPERATION_WORDS = new Set(
  `where wheres located location room place kept keep stored store find found brand make made maker manufacturer
  condition shape state worth value valued cost costs price priced pay paid expensive valuable priciest cheapest cheap
  cheaper pricier costly costlier costliest dearest dearer most least highest lowest top biggest smallest count number many much sum average mean typical list
  show name compare versus vs more less fewer lent lend lending loan loaned loans borrow borrowed borrowing overdue late
  due back return returned public visible discoverable shareable lendable private insure insurance insured sell raise
  missing without lacking photo photos picture pictures notes note tags tag added add bought recent recently newest
  latest oldest first second third fourth fifth last quantity copies units total`.split(/\s+/),
);

/** Every word the parser acts on, for typo correction of the question itself. */
export const KEYWORDS = [
  ...OPERATION_WORDS,
  ...`what where when which how many much worth value my have the electronics jewelry jewellery clothing clothes
  furniture books art collectibles documents tools kitchenware household textiles cleaning supplies decor storage
  food perishables condition excellent good fair poor new brand against versus`.split(/\s+/),
];

export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
};

/** Words a person uses for a category, besides its own name. */
export const CATEGORY_WORDS: Record<string, string[]> = {
  electronics: ['electronic', 'electronics', 'gadget', 'gadgets', 'tech', 'devices', 'device'],
  jewelry: ['jewelry', 'jewellery', 'jewels', 'jewel'],
  clothing: ['clothing', 'clothes', 'apparel', 'garments', 'wardrobe', 'outfits'],
  furniture: ['furniture', 'furnishings'],
  books: ['books', 'book'],
  art: ['art', 'artwork', 'artworks', 'paintings'],
  collectibles: ['collectibles', 'collectible', 'collectables', 'memorabilia'],
  documents: ['documents', 'document', 'paperwork'],
  tools: ['tools', 'tool'],
  // Crockery is a kind of its own (kinds.ts): the plates and bowls, not the pans and kettles.
  kitchenware: ['kitchenware', 'cookware', 'kitchen', 'utensils', 'cutlery'],
  'household items': ['household'],
  'home textiles': ['textiles', 'linens', 'linen', 'bedding'],
  // "Cleaning things" is a kind (vacuums, mops and the category): see kinds.ts.
  'cleaning supplies': [],
  decor: ['decor', 'decorations', 'decoration', 'ornaments', 'decorative', 'ornamental'],
  storage: ['storage'],
  chemical_perishable: ['food', 'perishables', 'perishable', 'groceries'],
};

export const CONDITION_WORDS: Record<string, string> = {
  new: 'new',
  brand: 'new',
  mint: 'excellent',
  excellent: 'excellent',
  good: 'good',
  fair: 'fair',
  worn: 'fair',
  poor: 'poor',
  bad: 'poor',
  damaged: 'poor',
  broken: 'poor',
};

/** Requests that are not about the inventory: answered with a short redirect. */
export const OUT_OF_SCOPE = new Set(
  `poem poems poetry haiku joke jokes story stories song songs lyrics weather forecast recipe recipes translate
  translation capital president news stock stocks football soccer score essay homework code program python javascript
  movie movies film meaning life horoscope sing dance rap limerick riddle math calculate flight flights
  alarm reminder email e-mail plumber electrician landlord won election elections series league
  traffic restaurant restaurants hotel hotels bus buses train trains tram timetable doctor doctors surgery
  dentist pharmacy chemist appointment appointments pension prescription chords chord tabs checklist
  sunset sunrise shift shifts rota rmb yuan renminbi`.split(/\s+/),
);

export const GREETINGS = new Set(
  'hi hello hey hiya yo thanks thank thx cheers morning evening afternoon bye goodbye'.split(' '),
);

/** Things named by what they are for ("stuff to sit on"): the kind of thing, as WordNet has it. */
export const PURPOSE_KINDS: Record<string, string> = {
  sit: 'seat',
  sleep: 'bed',
  cook: 'cookware',
  bake: 'bakeware',
  write: 'writing implement',
  listen: 'audio system',
  play: 'game',
  wear: 'clothing',
  drink: 'drinking vessel',
  clean: 'cleaning',
};

/** Parts of the body and the kind of thing worn on each ("wear on my wrist" → wristwear). */
export const WORN_ON: Record<string, string> = {
  wrist: 'wristwear',
  wrists: 'wristwear',
  arm: 'wristwear',
  finger: 'ring',
  fingers: 'ring',
  hand: 'ring',
  hands: 'ring',
  neck: 'neckwear',
  head: 'headwear',
  feet: 'footwear',
  foot: 'footwear',
  eyes: 'eyewear',
  face: 'eyewear',
  ears: 'earwear',
  ear: 'earwear',
};

/**
 * Past forms of common verbs, which dictionaries of base words do not list: "took", "gave" are
 * plain English, never a misspelt "tool" or "game".
 */
export const IRREGULAR_PAST = new Set(
  `took taken gave given bought brought went gone got gotten said made left kept put thought
  told came sent lent sold paid found held meant stood understood wrote written rang rung sang
  spoke spoken broke broken chose chosen drove driven forgot forgotten hid hidden knew known
  threw thrown wore worn tore torn fell fallen began begun ran won lost built spent heard`.split(
    /\s+/,
  ),
);

/** Pronouns, prepositions and modal verbs: no dictionary of things lists them, yet they are plain English. */
export const FUNCTION_WORDS = new Set(
  `he him his she her hers it its we us our ours they them their theirs you your yours me mine
  towards toward onto upon within without into via per among amongst whilst while though although
  unless until till since because whose whom something anything nothing everything someone
  should would could must might shall ought`.split(/\s+/),
);
