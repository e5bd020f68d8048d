import type { SharingType } from '@circle/contract';

/** The invitation text sent along with a share link. */
export function shareMessage(itemName: string, type: SharingType, url: string): string {
  const offer =
    type === 'DONATE'
      ? `I'm giving away "${itemName}" on Circle.`
      : `I can lend you "${itemName}" on Circle.`;
  return `${offer} Claim it here: ${url}`;
}

/** A WhatsApp link with the text filled in (opens the app or WhatsApp Web). */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** A mailto: link for the default e-mail client. */
export function mailtoUrl(to: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to.trim()).replace(/%40/g, '@')}?${query}`;
}

/** navigator.share rejects with AbortError when the person closes the sheet: not a failure. */
export function isShareCancel(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'AbortError' || message === 'User did not share';
}
