import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The sign-in, registration and password screens. Whatever they import goes with them and never
 * brings the signed-in app along. (A shared item's page, open to everyone, is a screen of
 * neither kind: it loads what it shares with the signed-in screens.)
 */
const SIGNED_OUT_SCREEN =
  /[\\/]src[\\/]features[\\/]auth[\\/]components[\\/](?:login|register|forgot-password|reset-password|email-verification)-screen\.tsx$/;
const SHARED_ITEM_SCREEN =
  /[\\/]src[\\/]features[\\/]sharing[\\/]components[\\/]share-claim-screen\.tsx$/;
/** The modules whose dynamic imports are the screens (and the list screens' first requests). */
const ROUTER = /[\\/]src[\\/]app[\\/](?:router\.tsx|screens\.ts)$/;
/**
 * The page's first script (src/boot.ts): it and what it imports form a chunk of their own, which
 * never waits for React, so the screen's code starts downloading alongside it.
 */
const BOOT_ENTRY = /[\\/]src[\\/]boot\.ts$/;

/**
 * Shared-contract modules the start-up code itself uses (how amounts are written, the messages
 * of failed requests): with the app, not a tiny file of their own that every page would ask for
 * separately.
 */
const START_UP_CONTRACT =
  /[\\/]packages[\\/]contract[\\/]src[\\/](?:currency-display|messages)\.ts$/;
/**
 * Small shared-contract modules of the signed-in screens (category labels, sharing rules): in
 * the signed-in chunk rather than files of their own, each one more request before a screen.
 */
const SIGNED_IN_CONTRACT =
  /[\\/]packages[\\/]contract[\\/]src[\\/](?:category-labels|sharing-constants)\.ts$/;
/**
 * The shared contract's constants (page sizes among them), which the first script uses to ask
 * for the first screen's data: with it, so it never waits for another file.
 */
const BOOT_CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/]constants\.ts$/;

/**
 * The frame of every signed-in screen (the app shell) and the modules that start a list screen's
 * first requests: a signed-in page needs them at once, alongside its screen, so they go in the
 * signed-in chunk (with what only the shell uses) rather than in small files of their own, each
 * one more request before the first screen (a phone on HTTP/1.1 has six connections at most).
 */
const APP_SHELL = /[\\/]src[\\/]app[\\/]layouts[\\/]app-shell\.tsx$/;
const FIRST_SCREEN_DATA = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]first-screen\.ts$/;

/** React, its DOM renderer and the router: every screen needs them, and they change rarely. */
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/;
/** Form and validation libraries: only screens with a form or a dialog with one load them. */
const FORMS = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/;
/** The dialog library and the surfaces built on it: loaded when a dialog first opens. */
const DIALOGS =
  /[\\/](?:node_modules[\\/](?:@radix-ui|react-remove-scroll(?:-bar)?|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]|src[\\/]components[\\/]ui[\\/]dialog-surfaces\.tsx$)/;
/** The icon set's index, which re-exports every icon; a module's icons are read from its imports. */
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/**
 * A feature's public entries (`features/<name>/index.ts`, `shell.ts`), which re-export a few of
 * its modules for other features and the app: a module importing one counts as importing only
 * the modules of the names it takes, so a piece one screen uses stays out of the others' chunks.
 */
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](index|shell)\.ts$/;
/**
 * Where the walk through static imports stops: packages that re-export much more than is used
 * (the icon set, the shared contract, the validation library). Rolldown keeps only what is
 * used of them, wherever it is used; following all their imports would count all of it as used.
 */
const NOT_FOLLOWED =
  /[\\/](?:node_modules[\\/](?:lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|zod|react-hook-form|@hookform)|packages[\\/]contract)[\\/]?/;

export type ChunkName =
  'boot' | 'framework' | 'app' | 'signed-out' | 'signed-in' | 'dialogs' | 'forms';

export interface ModuleGraph {
  ids: string[];
  isEntry(id: string): boolean;
  staticImports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
}

function staticClosure(
  graph: ModuleGraph,
  roots: Iterable<string>,
  stopAt: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || NOT_FOLLOWED.test(id)) continue;
    seen.add(id);
    stack.push(...graph.staticImports(id).filter((next) => !stopAt(next)));
  }
  return seen;
}

/** Modules that import a form library, directly or through other modules. */
function formUsers(graph: ModuleGraph): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of graph.ids) {
    for (const imported of graph.staticImports(id)) {
      importers.set(imported, [...(importers.get(imported) ?? []), id]);
    }
  }
  const users = new Set<string>();
  const stack = graph.ids.filter((id) => FORMS.test(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const importer of importers.get(id) ?? []) {
      if (users.has(importer) || FORMS.test(importer) || NOT_FOLLOWED.test(importer)) continue;
      users.add(importer);
      stack.push(importer);
    }
  }
  return users;
}

/** How many of the given screens import each module (not counting through other screens). */
function useCounts(graph: ModuleGraph, screens: string[], routeModules: Set<string>) {
  const counts = new Map<string, number>();
  for (const screen of screens) {
    const isOtherScreen = (id: string) => id !== screen && routeModules.has(id);
    for (const id of staticClosure(graph, [screen], isOtherScreen)) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Which chunk each module goes to (modules left out keep Rolldown's automatic splitting):
 * - `boot`: the page's first script and what it imports (no React: see BOOT_ENTRY);
 * - `framework`: React and the router;
 * - `app`: what the entry imports statically (start-up, router, session, API client), and the
 *   small pieces both signed-out and signed-in screens use (fields, alerts, icons);
 * - `signed-out`: what two or more signed-out screens share;
 * - `signed-in`: what two or more signed-in screens (the app shell counts as one) share, unless
 *   it brings a form library, so a signed-in page loads a handful of files rather than dozens;
 *   also the app shell itself, what only it uses, and the list screens' first-request modules;
 * - `dialogs`: the dialog library and the dialog surfaces on it, loaded when a dialog opens;
 * - `forms`: zod and the form library, loaded by the screens and dialogs that have a form.
 * Screens themselves, the code of one screen only, and lazily opened dialogs stay apart.
 */
export function planChunks(graph: ModuleGraph): Map<string, ChunkName> {
  const plan = new Map<string, ChunkName>();
  const entries = graph.ids.filter((id) => graph.isEntry(id));
  const boot = staticClosure(
    graph,
    entries.filter((id) => BOOT_ENTRY.test(id)),
  );
  const initial = staticClosure(
    graph,
    entries.filter((id) => !BOOT_ENTRY.test(id)),
  );
  const routeModules = new Set(
    graph.ids.filter((id) => ROUTER.test(id)).flatMap((id) => graph.dynamicImports(id)),
  );
  const screens = [...routeModules];
  const signedOutUse = useCounts(
    graph,
    screens.filter((id) => SIGNED_OUT_SCREEN.test(id)),
    routeModules,
  );
  const signedInUse = useCounts(
    graph,
    screens.filter((id) => !SIGNED_OUT_SCREEN.test(id) && !SHARED_ITEM_SCREEN.test(id)),
    routeModules,
  );
  const withForms = formUsers(graph);
  // The shell and what it imports, up to the screens it loads.
  const shellOwn = staticClosure(
    graph,
    screens.filter((id) => APP_SHELL.test(id)),
    (id) => routeModules.has(id),
  );
  for (const id of graph.ids) {
    const signedOut = signedOutUse.get(id) ?? 0;
    const signedIn = signedInUse.get(id) ?? 0;
    if (FRAMEWORK.test(id)) plan.set(id, 'framework');
    else if (boot.has(id) || BOOT_CONTRACT.test(id)) plan.set(id, 'boot');
    else if (initial.has(id) || START_UP_CONTRACT.test(id)) plan.set(id, 'app');
    else if (FORMS.test(id)) plan.set(id, 'forms');
    else if (DIALOGS.test(id)) plan.set(id, 'dialogs');
    else if (APP_SHELL.test(id) || FIRST_SCREEN_DATA.test(id)) plan.set(id, 'signed-in');
    else if (routeModules.has(id) || withForms.has(id)) continue;
    else if (signedOut > 0 && signedIn > 0) plan.set(id, 'app');
    else if (signedOut >= 2) plan.set(id, 'signed-out');
    else if (signedIn >= 2 || SIGNED_IN_CONTRACT.test(id) || shellOwn.has(id)) {
      plan.set(id, 'signed-in');
    }
  }
  return plan;
}

/** `import { Bot, ChevronRight as Next } from 'lucide-react'` → Bot, ChevronRight. */
function importedIconNames(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** `import { A, B as C } from '@/features/x'` → { '@/features/x': [A, B] }. */
function namedImports(code: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type '));
    imports.set(match[2]!, [...(imports.get(match[2]!) ?? []), ...names]);
  }
  return imports;
}

/** Each name a feature entry re-exports → the module it comes from (among the entry's imports). */
function reExports(entryId: string, entryCode: string, imported: readonly string[]) {
  const modules = new Map<string, string>();
  for (const match of entryCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    const base = path.resolve(path.dirname(entryId), match[2]!);
    const file = imported.find((id) => id.replace(/\.[cm]?[jt]sx?$/, '') === base);
    if (!file) continue;
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !name.startsWith('type ')) modules.set(name, file);
    }
  }
  return modules;
}

/** Each name the icon index exports → the module of that icon. */
function iconModules(indexId: string, indexCode: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    const file = path.resolve(path.dirname(indexId), match[2]!);
    for (const part of match[1]!.split(',')) {
      const exported = part.trim().split(/\s+as\s+/)[1];
      if (exported) modules.set(exported, file);
    }
  }
  return modules;
}

/**
 * The plugin reads the module graph once it is complete; `group` hands the plan to Rolldown's
 * code splitting, which runs afterwards. A module's imports of the icon index count as imports
 * of the icons it names.
 */
export function chunkPlan(): { plugin: Plugin; group: CodeSplittingGroup } {
  let plan = new Map<string, ChunkName>();
  const plugin: Plugin = {
    name: 'circle-chunk-plan',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const iconIndex = ids.find((id) => ICON_INDEX.test(id));
      const icons = iconIndex ? iconModules(iconIndex, info(iconIndex)?.code ?? '') : new Map();
      plan = planChunks({
        ids,
        isEntry: (id) => info(id)?.isEntry ?? false,
        staticImports(id) {
          const module = info(id);
          if (!module) return [];
          // A feature entry's modules are counted at its importers, by the names they take.
          if (FEATURE_ENTRY.test(id)) return [];
          let imports: readonly string[] = module.importedIds;
          if (iconIndex && imports.includes(iconIndex)) {
            const named = importedIconNames(module.code ?? '').map((name) => icons.get(name));
            imports = [...imports, ...named.filter((file) => file !== undefined)];
          }
          const entries = imports.filter((imported) => FEATURE_ENTRY.test(imported));
          if (entries.length === 0) return imports;
          const taken = namedImports(module.code ?? '');
          const fromEntries = entries.flatMap((entry) => {
            const [, feature, kind] = FEATURE_ENTRY.exec(entry)!;
            const specifier = `@/features/${feature}${kind === 'shell' ? '/shell' : ''}`;
            const entryInfo = info(entry);
            const exported = reExports(entry, entryInfo?.code ?? '', entryInfo?.importedIds ?? []);
            return (taken.get(specifier) ?? []).flatMap((name) => exported.get(name) ?? []);
          });
          return [...imports, ...fromEntries];
        },
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
      });
    },
  };
  return { plugin, group: { name: (id) => plan.get(id) ?? null } };
}
