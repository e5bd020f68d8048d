/** Words that already make a room's name a phrase of its own: "the garage", "our bedroom". */
const DETERMINED =
  /^(?:the|a|an|our|my|your|his|her|their)\s|^[\p{L}]+(?:(?:,| and| &) [\p{L}]+)*(?:['’]s|s['’])\s/iu;

/**
 * A room as said in a sentence: "the kitchen", "Bea's room", "Arjun and Meera's room", "our
 * bedroom", never "the the …".
 */
export const placeName = (location: string): string =>
  DETERMINED.test(location) ? location : `the ${location}`;
