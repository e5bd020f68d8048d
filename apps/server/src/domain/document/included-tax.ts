/**
 * A tax line that says the prices already hold it ("Enthaltene MwSt.", "dont TVA", "VAT included"):
 * it adds nothing to the goods, so it is no charge when the items are added up. A Polish till's
 * "PTU" (the VAT of a fiscal receipt) is always inside its prices.
 */

export const INCLUDED_TAX =
  /(?<![\p{L}])(?:enthalten\p{L}*|inkl\.?|incl\.?|including|included|inclusive|dont|inclus[ea]?|incluid[oa]|inclu[ií]do|inbegrepen|ink\.?|inkluderet|inklusive|w tym|ptu)(?![\p{L}])/iu;
