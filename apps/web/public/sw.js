/* Circle service worker: precaches the app shell, serves navigations network-first with the
 * cached shell as the offline fallback, keeps the pictures a person has seen for use without a
 * connection, and never touches /api/ calls.
 * The build (vite.config.ts, plugin circle-sw-precache) replaces the three markers below with the
 * start-up files, every other script of the app and a cache version derived from them. */
const PRECACHE_URLS = ['__CIRCLE_PRECACHE__'];
const APP_URLS = ['__CIRCLE_APP_FILES__'];
const CACHE_VERSION = '__CIRCLE_CACHE_VERSION__';
const CACHE_PREFIX = 'circle-shell-';
const CACHE_NAME = CACHE_PREFIX + CACHE_VERSION;
const SHELL_URL = '/index.html';
/** Pictures already seen, by address without its signature (which changes every hour). */
const PICTURES_CACHE = 'circle-pictures';
const MAX_PICTURES = 600;

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
  return url.pathname.startsWith('/api/');
}

function pictureKey(url) {
  return new Request(url.origin + url.pathname);
}

async function trimPictures(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_PICTURES)).map((key) => cache.delete(key)),
  );
}

/** A stored file: from the network when it answers, else the copy kept when it was last seen. */
async function networkFirstPicture(request, url) {
  const cache = await caches.open(PICTURES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('Content-Type') || '').startsWith('image/')) {
      await cache.put(pictureKey(url), response.clone());
      await trimPictures(cache);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(pictureKey(url));
    if (kept) return kept;
    throw error;
  }
}

/** Signed in: the screens not opened yet are fetched too, so they open without a connection. */
async function cacheAppFiles() {
  const cache = await caches.open(CACHE_NAME);
  for (const url of APP_URLS) {
    if (!url.startsWith('/') || (await cache.match(url))) continue;
    try {
      await cache.add(url);
    } catch {
      // Offline or the build changed: the next sign-in tries again.
    }
  }
}

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'cache-app') event.waitUntil(cacheAppFiles());
  if (type === 'forget-pictures') event.waitUntil(caches.delete(PICTURES_CACHE));
});

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
  if (url.pathname.startsWith('/files/')) {
    event.respondWith(networkFirstPicture(request, url));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  event.respondWith(cacheFirst(request));
});
