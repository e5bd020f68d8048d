/**
 * Asks for the pictures a screen is about to show, at high priority, as soon as their addresses
 * are known, instead of once React has rendered their cards: on a phone the render comes well
 * after the answer. The <img> later finds the picture in the memory cache (same address).
 */
export function preloadPictures(urls: readonly (string | null)[], doc: Document = document): void {
  const asked = new Set(preloadedPictures(doc));
  for (const url of urls) {
    if (!url || asked.has(url)) continue;
    asked.add(url);
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', url);
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
}

/** The addresses of the pictures asked for so far, in order. */
export function preloadedPictures(doc: Document = document): (string | null)[] {
  return [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );
}
