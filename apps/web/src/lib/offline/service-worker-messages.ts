/** Tells the service worker something, once it runs (nothing happens without one). */
function tellServiceWorker(message: { type: 'cache-app' | 'forget-pictures' }): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch(() => undefined);
}

/** Signed in: every screen's code is fetched now, so each one opens without a connection. */
export function cacheAppForOffline(): void {
  tellServiceWorker({ type: 'cache-app' });
}

/** Signed out: the pictures kept for offline use go. */
export function forgetPictures(): void {
  tellServiceWorker({ type: 'forget-pictures' });
}
