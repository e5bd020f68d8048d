import { randomUUID } from 'node:crypto';
import type { Category } from '@circle/contract';
import type { inventoryItems } from '../db/schema.js';

type NewItem = typeof inventoryItems.$inferInsert;

const CATALOGUE: { name: string; category: Category; brands: string[]; value: [number, number] }[] =
  [
    {
      name: 'laptop',
      category: 'electronics',
      brands: ['Dell', 'Apple', 'Lenovo', 'HP', 'Asus'],
      value: [300, 2500],
    },
    {
      name: 'headphones',
      category: 'electronics',
      brands: ['Sony', 'Bose', 'Sennheiser', 'Apple'],
      value: [40, 450],
    },
    {
      name: 'television',
      category: 'electronics',
      brands: ['Samsung', 'LG', 'Sony', 'TCL'],
      value: [200, 2200],
    },
    {
      name: 'camera',
      category: 'electronics',
      brands: ['Canon', 'Nikon', 'Fujifilm', 'Sony'],
      value: [250, 3000],
    },
    {
      name: 'smartphone',
      category: 'electronics',
      brands: ['Apple', 'Samsung', 'Google', 'OnePlus'],
      value: [150, 1300],
    },
    {
      name: 'sofa',
      category: 'furniture',
      brands: ['IKEA', 'West Elm', 'Article'],
      value: [200, 2500],
    },
    {
      name: 'office chair',
      category: 'furniture',
      brands: ['Herman Miller', 'Steelcase', 'IKEA'],
      value: [80, 1400],
    },
    {
      name: 'dining table',
      category: 'furniture',
      brands: ['IKEA', 'Crate & Barrel', 'Pottery Barn'],
      value: [150, 1800],
    },
    { name: 'bookshelf', category: 'furniture', brands: ['IKEA', 'Wayfair'], value: [40, 400] },
    {
      name: 'stand mixer',
      category: 'kitchenware',
      brands: ['KitchenAid', 'Kenwood', 'Bosch'],
      value: [150, 600],
    },
    {
      name: 'coffee machine',
      category: 'kitchenware',
      brands: ['Nespresso', 'Breville', 'DeLonghi'],
      value: [80, 900],
    },
    {
      name: 'dutch oven',
      category: 'kitchenware',
      brands: ['Le Creuset', 'Staub', 'Lodge'],
      value: [50, 420],
    },
    {
      name: 'cordless drill',
      category: 'tools',
      brands: ['DeWalt', 'Makita', 'Bosch', 'Milwaukee'],
      value: [60, 350],
    },
    {
      name: 'circular saw',
      category: 'tools',
      brands: ['DeWalt', 'Makita', 'Ryobi'],
      value: [70, 300],
    },
    {
      name: 'winter jacket',
      category: 'clothing',
      brands: ['Patagonia', "Arc'teryx", 'The North Face'],
      value: [80, 700],
    },
    {
      name: 'running shoes',
      category: 'clothing',
      brands: ['Nike', 'Adidas', 'Asics', 'Hoka'],
      value: [40, 220],
    },
    {
      name: 'watch',
      category: 'jewelry',
      brands: ['Seiko', 'Omega', 'Casio', 'Tissot'],
      value: [50, 6000],
    },
    {
      name: 'necklace',
      category: 'jewelry',
      brands: ['Pandora', 'Tiffany & Co.'],
      value: [40, 3000],
    },
    { name: 'novel', category: 'books', brands: ['Penguin', 'Vintage'], value: [5, 40] },
    {
      name: 'cookbook',
      category: 'books',
      brands: ['Phaidon', 'Ten Speed Press'],
      value: [10, 60],
    },
    { name: 'painting', category: 'art', brands: [], value: [50, 5000] },
    {
      name: 'vinyl record',
      category: 'collectibles',
      brands: ['Blue Note', 'Columbia'],
      value: [10, 300],
    },
    {
      name: 'road bike',
      category: 'collectibles',
      brands: ['Trek', 'Specialized', 'Cannondale'],
      value: [300, 4000],
    },
    {
      name: 'vacuum cleaner',
      category: 'household items',
      brands: ['Dyson', 'Shark', 'Miele'],
      value: [90, 800],
    },
    { name: 'duvet', category: 'home textiles', brands: ['IKEA', 'Brooklinen'], value: [30, 300] },
    { name: 'rug', category: 'decor', brands: ['Ruggable', 'IKEA'], value: [40, 900] },
    { name: 'storage box', category: 'storage', brands: ['IKEA', 'Sterilite'], value: [5, 60] },
    { name: 'passport', category: 'documents', brands: [], value: [0, 0] },
  ];

const ADJECTIVES = [
  'black',
  'white',
  'grey',
  'red',
  'blue',
  'vintage',
  'compact',
  'large',
  'small',
  'wireless',
  'oak',
  'steel',
];
const LOCATIONS = [
  'Living Room',
  'Kitchen',
  'Office',
  'Garage',
  'Bedroom',
  'Basement',
  'Attic',
  'Closet',
  'Storage',
  null,
];
const CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor', null] as const;

/** A deterministic pseudo-random source, so seeded data is the same on every run. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function seededItem(
  userId: string,
  index: number,
  random: () => number,
  now: number,
): NewItem {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const entry = pick(CATALOGUE);
  const brand = entry.brands.length > 0 && random() < 0.85 ? pick(entry.brands) : null;
  const adjective = pick(ADJECTIVES);
  const name = [brand, adjective, entry.name].filter(Boolean).join(' ');
  const [low, high] = entry.value;
  const value = high === 0 ? null : Math.round((low + random() * (high - low)) * 100) / 100;
  const createdAt = new Date(now - Math.floor(random() * 365 * 24 * 3600 * 1000));
  return {
    id: randomUUID(),
    userId,
    itemName: name.charAt(0).toUpperCase() + name.slice(1),
    itemDescription: `A ${adjective} ${entry.name}${brand ? ` by ${brand}` : ''} (#${index}).`,
    itemCategory: entry.category,
    brand,
    condition: pick(CONDITIONS),
    estimatedValue: value,
    quantity: random() < 0.9 ? 1 : 2,
    location: pick(LOCATIONS),
    tags: [entry.name, adjective],
    confidenceScore: Math.round((0.3 + random() * 0.7) * 1000) / 1000,
    isVerified: random() < 0.3,
    isPublic: random() < 0.2,
    isShareable: random() < 0.9,
    prominenceScore: Math.round(random() * 1000) / 1000,
    visualAreaPercentage: Math.round(random() * 5000) / 100,
    ownershipLikelihood: 0.8,
    createdAt,
    updatedAt: createdAt,
  };
}
