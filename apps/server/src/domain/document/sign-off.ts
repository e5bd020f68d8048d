/**
 * A message ends on its sign-off ("Cheers,", "Viele Grüße", "Un saludo"): below it come the
 * sender's name, "Sent from my phone" and the platform's footer, never a thing offered.
 */
import type { TextLine } from './types.js';

const SIGN_OFF = new RegExp(
  '^\\s*(?:' +
    [
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
    ].join('|') +
    ')\\s*[,!.]*\\s*$',
  'iu',
);

/** The lines above the message's sign-off, or all of them when it has none. */
export function beforeSignOff(lines: TextLine[]): TextLine[] {
  const at = lines.findIndex((l) => SIGN_OFF.test(l.text));
  return at > 0 ? lines.slice(0, at) : lines;
}
