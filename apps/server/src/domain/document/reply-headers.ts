/**
 * A message thread exported by e-mail or copied from a marketplace's inbox heads each message with
 * who wrote it ("Kristoffer skrev:", "On 3 May, Anna wrote:", "Your reply (Ingrid):"). Such a
 * line names no thing; it opens a message the way a sender's name and time do in a chat.
 */

/**
 * "<name> wrote:" in the product's languages, perhaps after when and with an address ("On Sat, 3
 * May 2025 at 20:41, Anna Berg <anna@example.com> wrote:").
 */
const WROTE =
  /^\s*\S.{0,118}?\s(?:wrote|skrev|schrieb|a [ée]crit|escribi[óo]|escreveu|ha scritto|schreef|napisa[lł](?:\(?a\)?)?|kirjoitti|[íi]rta|napsal(?:\(?a\)?)?|yazd[ıi]|написал(?:\(?а\)?)?|написала|написав|menulis|aliandika|ameandika)\s*:\s*$/iu;

/** The owner's own reply as the inbox heads it: "Your reply:", "Ditt svar (Ingrid):". */
const OWN_REPLY =
  /^\s*(?:your (?:reply|answer|message)|ditt svar|dit svar|din besked|din melding|ditt meddelande|deine antwort|ihre antwort|votre r[ée]ponse|ta r[ée]ponse|tu respuesta|su respuesta|sua resposta|a tua resposta|la tua risposta|jouw antwoord|uw antwoord|twoja odpowied[źz]|vastauksesi|balasan anda|jibu lako)(?:\s*\([^)]{1,40}\))?\s*:\s*$/iu;

export function isReplyHeader(text: string): boolean {
  return WROTE.test(text) || OWN_REPLY.test(text);
}
