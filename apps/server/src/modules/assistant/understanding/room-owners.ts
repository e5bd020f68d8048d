/** Rooms named after someone: "Bea's room", "the boys' bedroom", "Arjun and Meera's room". */
export const POSSESSIVE_ROOM =
  /^(?:the )?[\p{L}]+(?: [\p{L}]+)?(?:(?:,| and| &) [\p{L}]+)*(?:['’]s|s['’]) \p{L}+$/iu;

/** Words for a bedroom said before whose it is ("cuarto de Dani", "chambre de Léa"). */
const ROOM_NOUNS = new Set([
  'cuarto',
  'recamara',
  'recámara',
  'habitacion',
  'habitación',
  'dormitorio',
  'pieza',
  'chambre',
  'camera',
  'stanza',
  'quarto',
  'zimmer',
  'kinderzimmer',
  'schlafzimmer',
  'kamer',
  'slaapkamer',
  'kwarto',
  'room',
  'bedroom',
]);

/**
 * "cuarto de Mari y Ruben", "camera di Luca", "Zimmer von Jonas": a room word, "of" and names.
 * The names are capitalised, so "cuarto de lavado" (a laundry room) is nobody's.
 */
const ROOM_OF_NAMES =
  /^(?:(?:el|la|le|il|o|a|das|der|the|ang) )?(\p{L}+) (?:de|di|da|do|du|del|von|van|of|ni) (\p{Lu}\p{L}*(?:(?:,\s*|\s+(?:y|e|et|und|en|and|at|&)\s+)\p{Lu}\p{L}*)*)$/u;

const namesIn = (said: string) =>
  said
    .toLowerCase()
    .split(/\s*(?:,|\b(?:and|y|e|et|und|en|at)\b|&)\s*/)
    .filter(Boolean);

/**
 * The people a room is named after, lower case ("Arjun and Meera's room" → arjun, meera;
 * "cuarto de Dani" → dani); undefined for a room named after no one.
 */
export function roomOwners(room: string): string[] | undefined {
  const written = room.replace(/[’]/g, "'").trim();
  if (POSSESSIVE_ROOM.test(written))
    return namesIn(written.replace(/^the /i, '').replace(/(?:'s|s')? \p{L}+$/iu, ''));
  const named = ROOM_OF_NAMES.exec(written);
  if (!named || !ROOM_NOUNS.has(named[1]!.toLowerCase())) return undefined;
  return namesIn(named[2]!);
}

/** Whether a room is named after someone. */
export const isSomeonesRoom = (room: string): boolean => roomOwners(room) !== undefined;

/**
 * Whether the words `said` matches ("my room", "our bedroom") are what the owner named a room:
 * then they name that room, as written, not whose room it is.
 */
export function isRoomsOwnName(said: RegExp, question: string, locations: string[]): boolean {
  const words = said.exec(question)?.[0].toLowerCase();
  return (
    words !== undefined &&
    locations.some((location) => location.toLowerCase().replace(/^the /, '') === words)
  );
}
