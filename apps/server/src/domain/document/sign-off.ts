/**
 * A message ends on its sign-off ("Cheers,", "Viele Grüße", "Un saludo"): below it come the
 * sender's name, "Sent from my phone" and the platform's footer, never a thing offered.
 */
import type { TextLine } from './types.js';

const SIGN_OFF_WORDS = [
  'cheers',
  'thanks(?: again)?',
  'many thanks',
  'best(?: wishes| regards)?',
  '(?:kind |warm |best )?regards',
  'all the best',
  'take care',
  '(?:viele|liebe|beste|herzliche) grüße',
  'mit freundlichen grüßen',
  'gruß',
  '(?:un )?saludos?',
  'atentamente',
  'cordialement',
  'bien à vous',
  'bises',
  '(?:cordiali )?saluti',
  'a presto',
  'groet(?:jes|en)',
  'met vriendelijke groet(?:en)?',
  'abraços?',
  'atenciosamente',
  'cumprimentos',
  'salam',
  'hälsningar',
  'med venlig hilsen',
  'mvh',
  'vennlig hilsen',
  'hilsen',
  'pozdrawiam(?: serdecznie)?',
  'med vänliga hälsningar',
  // A wish for the rest of the day closes a message too: "Bonne soirée,", "Buona giornata".
  'bonne (?:soirée|journée|fin de journée|semaine)',
  'buona (?:serata|giornata)',
  'schönen (?:abend|tag)',
  'fijne (?:avond|dag)',
  // "Good evening," opens a message; "Have a good evening" closes one.
  'have a (?:good|nice|great) (?:evening|day|weekend)',
].join('|');
/** A message quoted in guillemets ("« Bonjour, …", "… Camille »") signs off inside them. */
const SIGN_OFF = new RegExp(`^\\s*[«“]?\\s*(?:${SIGN_OFF_WORDS})\\s*[,!.]*\\s*$`, 'iu');
/** The sign-off and the sender's first name on one line: "Cheers, Josh", "Mvh Ingrid". */
const SIGN_OFF_NAMED = new RegExp(
  `^\\s*(?:(?:${SIGN_OFF_WORDS})\\s*,|mvh\\.?|hilsen|pozdrawiam)\\s*\\p{Lu}[\\p{L}.]*(?: \\p{Lu}[\\p{L}.]*)?\\s*$`,
  'iu',
);

/** The lines above the message's sign-off, or all of them when it has none. */
export function beforeSignOff(lines: TextLine[]): TextLine[] {
  const at = lines.findIndex((l) => SIGN_OFF.test(l.text) || SIGN_OFF_NAMED.test(l.text));
  return at > 0 ? lines.slice(0, at) : lines;
}
