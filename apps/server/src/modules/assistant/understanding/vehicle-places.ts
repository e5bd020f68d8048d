import { ACCENTED, foldAccents } from './other-languages.js';

/**
 * A vehicle the owner keeps things in, named as they call it ("the Sienna", "the Outback", "the
 * truck"): asked about as "the van", "the car" or "the vehicle". A place is a vehicle when its
 * name is a vehicle word or a common make or model.
 */
const VEHICLE_WORDS = [
  'car',
  'van',
  'minivan',
  'truck',
  'pickup',
  'suv',
  'ute',
  'vehicle',
  'auto',
  'wagon',
  'jeep',
  'camper',
  'campervan',
  'motorhome',
  'rv',
];

const MAKES_AND_MODELS = new Set(
  `toyota honda ford chevy chevrolet nissan subaru mazda hyundai kia volkswagen vw audi bmw mercedes
  benz volvo tesla dodge ram gmc lexus acura infiniti mitsubishi peugeot renault citroen skoda
  fiat opel vauxhall porsche suzuki isuzu proton perodua buick cadillac chrysler holden
  sienna odyssey civic corolla camry rav4 crv accord pilot highlander tacoma tundra prius outback
  forester crosstrek impreza ascent f150 silverado tahoe suburban explorer escape ranger transit
  sprinter caravan pacifica wrangler cherokee golf polo passat tiguan jetta octavia fabia clio
  megane corsa astra focus fiesta mustang leaf altima rogue sentra pathfinder elantra sonata
  tucson kona sorento sportage telluride carnival hilux landcruiser yaris swift alphard hiace
  navara patrol triton outlander fortuner innova myvi axia saga vios jazz fit hrv cx5 cx30 qashqai
  xtrail`.split(/\s+/),
);

const wordsOf = (place: string): string[] =>
  place
    .toLowerCase()
    .replace(ACCENTED, foldAccents)
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export const isVehiclePlace = (place: string): boolean =>
  wordsOf(place).some(
    (word) => VEHICLE_WORDS.includes(word) || MAKES_AND_MODELS.has(word.replace(/-/g, '')),
  );

/**
 * The vehicle words that name the owner's one vehicle place, when it is not called by them
 * already ("the van" for "the Sienna"); none when several places are vehicles.
 */
export function vehicleAliases(places: string[]): { place: string; words: string[] } | undefined {
  const vehicles = places.filter(isVehiclePlace);
  if (vehicles.length !== 1) return undefined;
  const used = new Set(places.flatMap(wordsOf));
  return { place: vehicles[0]!, words: VEHICLE_WORDS.filter((word) => !used.has(word)) };
}
