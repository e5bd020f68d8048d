import type { Plugin } from 'vite';

/**
 * Builds src/boot.ts as an entry of its own and puts it first in the page's head. (The module
 * scripts written in index.html are bundled into one entry, which runs only once React has
 * downloaded; this one runs as soon as its few bytes arrive.) It is `async`: a deferred module
 * script waits for the page's style sheets and for the scripts before it, and the first
 * screen's requests would start only after them. It imports nothing, so it may run at once.
 */
export function bootScript(pageEntry: string, bootEntry: string): Plugin {
  return {
    name: 'circle-boot-script',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: pageEntry, boot: bootEntry } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!chunk) throw new Error('the boot entry (src/boot.ts) was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
