/* Circle service worker: precaches the app shell, serves navigations network-first with the
 * cached shell as the offline fallback, and never touches /api/ calls or signed file URLs.
 * The build (vite.config.ts, plugin circle-sw-precache) replaces the two markers below with the
 * list of emitted files and a cache version derived from it. */
const PRECACHE_URLS = ['__CIRCLE_PRECACHE__'];
const CACHE_VERSION = '__CIRCLE_CACHE_VERSION__';
const CACHE_PREFIX = 'circle-shell-';
const CACHE_NAME = CACHE_PREFIX + CACHE_VERSION;
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE_URLS.filter((url) => url.startsWith('/'))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE_NAME)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isBypassed(url) {
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/');
}

async function networkFirstNavigation(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHE_NAME);
    const shell = await cache.match(SHELL_URL);
    return shell || Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isBypassed(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  event.respondWith(cacheFirst(request));
});
