/**
 * A footnote that quotes a rate per weight or per hour in a sentence: "Items without a declared
 * value are covered at $0.60/lb.", "Der Rest haftet mit 5 € pro kg.". The figure is the rule's,
 * not a thing's price. A till's weighed line ("1,2 kg x 2,99 €/kg") is no sentence: it has few
 * words and no full stop at its end.
 */
const PER_UNIT =
  /(?:\/\s?(?:lb|lbs|kg|h|hr|hour|km|mi)\b|(?<![\p{L}])(?:per|par|pro|por|je|la|al|a)\s+(?:lb|lbs|pound|livre|kg|kilo|kilogram\p{L}*|kilogramme|hour|heure|hora|stunde|ora)(?![\p{L}]))/iu;

export function isRateNote(label: string): boolean {
  const text = label.trim();
  if (!/\.$/.test(text) || !PER_UNIT.test(text)) return false;
  const letterWords = text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  return letterWords.length >= 5;
}
