import type { Contact } from '@circle/contract';
import { daysFromToday, formatDay } from '@/lib/sharing-dates';

/**
 * Spec §2 "Contacts list": the first letters of up to two words of the name, else the first two
 * letters of the e-mail.
 */
export function contactInitials(contact: Pick<Contact, 'name' | 'email'>): string {
  const words = (contact.name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length > 0) {
    return words
      .map((word) => [...word][0] ?? '')
      .join('')
      .toUpperCase();
  }
  return [...contact.email.trim()].slice(0, 2).join('').toUpperCase() || '?';
}

/**
 * Spec §9 "contacts last-shared": Today, Yesterday, N days ago (under 7), N weeks ago (under 30),
 * else the date.
 */
export function lastSharedLabel(lastShared: string, now: Date): string {
  const offset = daysFromToday(lastShared, now);
  if (offset === null) return lastShared;
  const daysAgo = -offset;
  if (daysAgo <= 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo < 7) return `${daysAgo} days ago`;
  if (daysAgo < 30) {
    const weeks = Math.floor(daysAgo / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return formatDay(lastShared);
}

/** "Shared 1 time" / "Shared 4 times". */
export function timesSharedLabel(times: number): string {
  return times === 1 ? 'Shared 1 time' : `Shared ${times} times`;
}
