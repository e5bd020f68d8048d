import type { Plugin } from 'vite';

/** Chromium's explicit compile hint for a whole file (other engines read it as a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks every page runs as it starts: React and the router, and the app's entry. */
function isStartUpChunk(chunk: { name: string; isEntry: boolean }): boolean {
  return chunk.name === 'framework' || (chunk.isEntry && chunk.name === 'index');
}

/**
 * Puts the compile hint on the first line of the start-up chunks. Without it V8 compiles a
 * function only when it is first called, on the main thread, in the middle of the first render;
 * with it Chromium compiles the whole file as it streams in, on a background thread. Screens'
 * chunks go without: much of their code runs only on a click. Added once the chunks are final
 * (minified, with the preload helper's first line), and the source map moved down a line.
 */
export function compileHints(): Plugin {
  return {
    name: 'circle-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !isStartUpChunk(output)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          // The source map is written from its asset (emitted before this hook): one line down.
          const mapAsset = bundle[`${output.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(mapAsset.source.toString()) as { mappings: string };
            mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
