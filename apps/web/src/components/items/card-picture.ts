import { preloadPictures } from '@/lib/preload-pictures';

/** How many cards a list's first screen shows (a row of the widest grid): their pictures first. */
export const FIRST_SCREEN_CARDS = 4;

interface Pictured {
  image_url?: string | null;
  /** The small version; a picture without one uses image_url for both sizes. */
  thumbnail_url?: string | null;
}

/** The address a card's picture loads: the small version, else the picture itself. */
export function cardPictureUrl(item: Pictured): string | null {
  return item.thumbnail_url ?? item.image_url ?? null;
}

/** The address the full-size picture loads: the picture itself, else its small version. */
export function fullPictureUrl(item: Pictured): string | null {
  return item.image_url ?? item.thumbnail_url ?? null;
}

/** Asks for the pictures of a list's first screen of cards before the cards render. */
export function preloadFirstCards(items: readonly Pictured[]): void {
  preloadPictures(items.slice(0, FIRST_SCREEN_CARDS).map(cardPictureUrl));
}
