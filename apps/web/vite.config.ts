import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootScript } from './build/boot-script';
import { chunkPlan } from './build/chunk-plan';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { productionRouter } from './build/production-router';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contractEntry = fileURLToPath(
  new URL('../../packages/contract/src/index.ts', import.meta.url),
);
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Markers in public/sw.js that the build replaces (see serviceWorkerPrecache). */
const PRECACHE_MARKER = "['__CIRCLE_PRECACHE__']";
const VERSION_MARKER = "'__CIRCLE_CACHE_VERSION__'";
const APP_FILES_MARKER = "['__CIRCLE_APP_FILES__']";

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes the app shell into the built sw.js, so the service worker precaches exactly what this
 * build needs to start (index.html, the entry script and what it imports, styles, fonts, icons)
 * under a cache name that changes with the build. Screens' chunks are cached as they are first
 * used, or all at once when a person signs in (the app's other scripts, listed for the worker):
 * a phone on the sign-in screen does not download the signed-in app in the background.
 */
function serviceWorkerPrecache(): Plugin {
  let outDir = '';
  return {
    name: 'circle-sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const swPath = join(outDir, 'sw.js');
      if (!existsSync(swPath)) return;
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const startScripts = new Set(
        [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
      );
      const emitted = listFiles(outDir)
        .map((file) => `/${relative(outDir, file).split(sep).join('/')}`)
        .filter((url) => url !== '/sw.js' && !/\.(?:map|br|gz)$/.test(url));
      const appUrls = emitted.filter((url) => url.endsWith('.js') && !startScripts.has(url)).sort();
      const urls = emitted
        .filter((url) => !url.endsWith('.js') || startScripts.has(url))
        // Fonts: the woff2 Latin faces every screen uses; the rest come when text needs them.
        .filter((url) => !/\.woff$|latin-ext/.test(url))
        // The label scanner's QR decoder (about 1 MB) comes when the scanner is first opened.
        .filter((url) => !url.endsWith('.wasm'))
        .sort();
      const version = createHash('sha256')
        .update([...urls, ...appUrls].join('\n'))
        .digest('hex')
        .slice(0, 12);
      const source = readFileSync(swPath, 'utf8');
      const markers = [PRECACHE_MARKER, VERSION_MARKER, APP_FILES_MARKER];
      if (!markers.every((marker) => source.includes(marker))) {
        throw new Error('public/sw.js lost its precache markers');
      }
      writeFileSync(
        swPath,
        source
          .replace(PRECACHE_MARKER, JSON.stringify(urls))
          .replace(APP_FILES_MARKER, JSON.stringify(appUrls))
          .replace(VERSION_MARKER, JSON.stringify(version)),
      );
    },
  };
}

const chunks = chunkPlan();

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    productionRouter(),
    bootScript(
      fileURLToPath(new URL('./index.html', import.meta.url)),
      fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
    ),
    chunks.plugin,
    compileHints(),
    serviceWorkerPrecache(),
    precompress(),
  ],
  resolve: {
    alias: {
      '@circle/contract': contractEntry,
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for the build checks and error reports but never linked from the
    // scripts, and the server refuses to send them: the public gets no source.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each screen loads (checked by a build test).
    manifest: true,
    rolldownOptions: {
      output: {
        // A few well-grouped chunks instead of dozens of tiny ones (build/chunk-plan.ts): each
        // file costs a request, and a phone pays for every round trip.
        codeSplitting: {
          // The plan places every module itself; pulling a module's imports into its chunk
          // would drag code shared with the sign-in screens into the signed-in chunk.
          includeDependenciesRecursively: false,
          groups: [chunks.group],
        },
      },
    },
  },
});
