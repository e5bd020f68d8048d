import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../build/compile-hints';
import { repoRoot } from './support/server';

/** What the build writes (vite's manifest): each chunk, the chunks it imports, its sources. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.join(repoRoot, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
/**
 * The sign-in screen's script, brotli-compressed, leaving room for response headers. Half a
 * kilobyte of it reads what the device kept before the first render when the app opens without
 * a connection (the reading code itself loads only then).
 */
// 115.5 KB since the router's table gained the households, places, labels and public item screens.
const SIGN_IN_SCRIPT_BROTLI_BUDGET = 115 * 1024 + 512;

function readManifest(): Record<string, ManifestChunk> {
  if (!existsSync(manifestFile)) {
    throw new Error(
      `The build checks need the built web app (${path.relative(repoRoot, manifestFile)} is ` +
        'missing). Run `npm run build` first.',
    );
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** Every chunk a screen's module brings in through static imports, with the entry's. */
function loadedWith(manifest: Record<string, ManifestChunk>, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen].map((key) => manifest[key]!);
}

/** The bytes the server sends for a file: its brotli twin, or the file when too small for one. */
function sentBytes(file: string): number {
  const twin = path.join(dist, `${file}.br`);
  return statSync(existsSync(twin) ? twin : path.join(dist, file)).size;
}

/** The page's entry (index.html's bundled module scripts), not the start-up script's. */
function entryKey(manifest: Record<string, ManifestChunk>): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry && name !== BOOT);
  if (!key) throw new Error('The manifest names no entry');
  return key;
}

/** The sources a chunk was built from, as its source map lists them (relative to src/). */
function sourcesOf(file: string): string[] {
  if (!existsSync(path.join(dist, `${file}.map`))) return [];
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as {
    sources: string[];
  };
  return map.sources.map((source) => source.replace(/^(?:\.\.\/)+(?:apps\/web\/)?/, ''));
}

/** The manifest key of the chunk built from `source` (a path under apps/web). */
function chunkOf(manifest: Record<string, ManifestChunk>, source: string): string {
  if (manifest[source]) return source;
  const key = Object.keys(manifest).find(
    (name) =>
      manifest[name]!.file.endsWith('.js') && sourcesOf(manifest[name]!.file).includes(source),
  );
  if (!key) throw new Error(`No chunk holds ${source}`);
  return key;
}

/** The frame around every signed-in screen. */
const APP_SHELL = 'src/app/layouts/app-shell.tsx';

/** The start-up script that downloads the first screen's code (src/boot.ts). */
const BOOT = 'src/boot.ts';

const screen = (name: string) => `src/features/${name}.tsx`;
const SIGNED_OUT_SCREENS = ['login', 'register', 'forgot-password', 'reset-password'].map((name) =>
  screen(`auth/components/${name}-screen`),
);
const SIGNED_IN_SCREENS = [
  'dashboard/components/dashboard-screen',
  'inventory/components/browse-screen',
  'community/components/community-screen',
].map(screen);

describe('the built web app', () => {
  const manifest = readManifest();
  const entry = entryKey(manifest);

  it('loads the signed-out screens without the signed-in app', () => {
    for (const signedOut of SIGNED_OUT_SCREENS) {
      expect(manifest[signedOut], `${signedOut} is its own chunk`).toBeDefined();
      const files = loadedWith(manifest, [entry, signedOut]).map((chunk) => chunk.file);
      expect(files.join(' ')).not.toMatch(/assets\/(?:signed-in|app-shell)-/);
      // Sign in itself has neither the form and validation libraries nor a dialog.
      if (signedOut.includes('/login-')) {
        expect(files.join(' ')).not.toMatch(/assets\/(?:forms|dialogs)-/);
      }
      // Every file's sources: none belongs to a signed-in feature.
      const sources = loadedWith(manifest, [entry, signedOut])
        .map((chunk) => chunk.src ?? '')
        .filter((src) => src.startsWith('src/features/'));
      for (const source of sources) expect(source).toMatch(/^src\/features\/auth\//);
    }
  });

  it('keeps the sign-in screen within its script budget, in a handful of files', () => {
    const chunks = loadedWith(manifest, [entry, screen('auth/components/login-screen')]);
    const brotliBytes = chunks.reduce((sum, chunk) => sum + sentBytes(chunk.file), 0);
    expect(brotliBytes).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BROTLI_BUDGET);
    expect(chunks.length).toBeLessThanOrEqual(6);
  });

  it('groups what the signed-in screens share instead of sending dozens of tiny files', () => {
    const shell = chunkOf(manifest, APP_SHELL);
    for (const signedIn of SIGNED_IN_SCREENS) {
      const files = loadedWith(manifest, [entry, shell, signedIn]).map((chunk) => chunk.file);
      expect(files.some((file) => /assets\/signed-in-/.test(file))).toBe(true);
      // Each file is one more request before the screen shows (six at a time over HTTP/1.1).
      expect(files.length, `${signedIn}: ${files.join(', ')}`).toBeLessThanOrEqual(12);
    }
    // The dashboard has no form: the validation and form libraries stay out of it.
    const home = loadedWith(manifest, [entry, shell, SIGNED_IN_SCREENS[0]!]);
    expect(home.map((chunk) => chunk.file).join(' ')).not.toMatch(/assets\/forms-/);
  });

  it("brings the app shell and the list screens' first-request modules in the signed-in chunk", () => {
    const signedIn = chunkOf(manifest, APP_SHELL);
    expect(manifest[signedIn]!.file).toMatch(/^assets\/signed-in-/);
    for (const firstScreen of ['inventory', 'community']) {
      expect(chunkOf(manifest, `src/features/${firstScreen}/first-screen.ts`)).toBe(signedIn);
    }
    // A signed-in screen's own code comes in one more file, with its style sheet.
    for (const screenKey of SIGNED_IN_SCREENS) {
      const own = loadedWith(manifest, [screenKey]).filter(
        (chunk) => !loadedWith(manifest, [entry, signedIn]).includes(chunk),
      );
      expect(
        own.length,
        `${screenKey}: ${own.map((chunk) => chunk.file).join(', ')}`,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('shows the signed-in screens without the dialog library, which comes when a dialog opens', () => {
    const shell = chunkOf(manifest, APP_SHELL);
    for (const signedIn of SIGNED_IN_SCREENS) {
      const files = loadedWith(manifest, [entry, shell, signedIn]).map((chunk) => chunk.file);
      expect(files.join(' '), signedIn).not.toMatch(/assets\/dialogs-/);
    }
    // It is there all the same, for the app to load on demand.
    const dialogs = Object.keys(manifest).find((key) =>
      /^assets\/dialogs-/.test(manifest[key]!.file),
    );
    expect(dialogs).toBeDefined();
    const loaders = Object.values(manifest).filter((chunk) =>
      chunk.dynamicImports?.includes(dialogs!),
    );
    expect(loaders.length).toBeGreaterThan(0);
  });

  it("bundles React Router's production build, not the development one its package names", () => {
    const framework = Object.values(manifest).find((chunk) =>
      /^assets\/framework-/.test(chunk.file),
    );
    const map = JSON.parse(readFileSync(path.join(dist, `${framework!.file}.map`), 'utf8')) as {
      sources: string[];
    };
    const routerSources = map.sources.filter((source) => source.includes('/react-router/'));
    expect(routerSources.length).toBeGreaterThan(0);
    for (const source of routerSources) expect(source).toMatch(/react-router\/dist\/production\//);
  });

  it("starts the first screen's download from a small first script that does not wait for React", () => {
    const boot = manifest[BOOT];
    expect(boot?.isEntry).toBe(true);
    // Static imports would make it wait for them: it imports nothing, and loads screens lazily.
    expect(boot!.imports ?? []).toEqual([]);
    expect(boot!.dynamicImports ?? []).toContain(screen('inventory/components/browse-screen'));
    // Small: it also asks for a signed-in screen's first data, with the contract's page sizes.
    expect(sentBytes(boot!.file)).toBeLessThanOrEqual(5 * 1024);
    const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const scripts = [
      ...page.matchAll(/<script type="module"( async)? crossorigin src="\/([^"]+)"/g),
    ];
    expect(scripts.map((match) => match[2])).toEqual([boot!.file, manifest[entry]!.file]);
    // Async, so it runs as it arrives rather than after the style sheets and the app's entry.
    expect(scripts.map((match) => Boolean(match[1]))).toEqual([true, false]);
  });

  it('names no SVG page icon, which Chromium would build an SVG document for on the main thread', () => {
    const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const icons = [...page.matchAll(/<link rel="icon"[^>]*>/g)].map((match) => match[0]);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon).not.toMatch(/svg/);
  });

  it('paints the loading screen from the page itself, before any script has run', () => {
    const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';
    expect(root).toContain('class="full-screen-center"');
    expect(root).toMatch(/class="spinner"[^>]*role="status"[^>]*aria-label="Loading"/);
  });

  it('asks Chromium to compile the start-up chunks ahead, and no other chunk', () => {
    const framework = Object.values(manifest).find((chunk) =>
      /^assets\/framework-/.test(chunk.file),
    );
    const startUp = [manifest[entry]!.file, framework!.file];
    const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));
    for (const file of startUp) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      expect(firstLine(code), file).toBe(COMPILE_HINT);
      // The file the server sends, and the source map moved down with the code.
      const sent = brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).toString();
      expect(firstLine(sent), `${file}.br`).toBe(COMPILE_HINT);
      const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as {
        mappings: string;
      };
      expect(map.mappings.startsWith(';'), `${file}.map`).toBe(true);
      // Every line has its line in the map (the scripts link no map: no closing comment).
      expect(map.mappings.split(';').length, `${file}.map`).toBe(code.split('\n').length);
    }
    const others = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !startUp.includes(file));
    for (const file of others) {
      expect(readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT), file).toBe(
        false,
      );
    }
  });

  it('links no source map from any script, so browsers never ask for one', () => {
    const scripts = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/sourceMappingURL/);
    }
  });

  it('writes brotli and gzip twins of every script and style', () => {
    const assets = Object.values(manifest)
      .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
      .filter((file) => /\.(?:js|css)$/.test(file));
    for (const file of assets) {
      if (statSync(path.join(dist, file)).size < 1024) continue;
      expect(existsSync(path.join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
  });
});
