import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files below this size gain nothing from compression (one network packet either way). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|woff)$/;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes `file.br` (brotli at its best level) and `file.gz` (gzip level 9) beside every text
 * asset of the build, once, so the server hands out the encoding a browser accepts without
 * compressing anything per request. Runs after the service worker's precache list is written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'circle-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of listFiles(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const source = readFileSync(file);
          if (source.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          writeFileSync(`${file}.br`, brotli);
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
