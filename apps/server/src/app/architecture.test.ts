import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of a file, type-only ones and re-exports included, as source paths. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name.replace(/\.js$/, '.ts')));
}

/** The import graph of the server's code (tests left out: nothing imports them). */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SOURCE).filter((file) => !file.endsWith('.test.ts'));
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file).filter((to) => known.has(to))]));
}

/** The cycles of a graph, one path each (depth-first search, grey nodes closing a cycle). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('the server import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import cycle, type-only imports included', () => {
    const relative = (cycle: string[]) => cycle.map((file) => path.relative(SOURCE, file));
    expect(findCycles(importGraph()).map(relative)).toEqual([]);
  });

  it('reads type-only imports and re-exports as edges', () => {
    const graph = importGraph();
    const services = graph.get(path.join(SOURCE, 'app/services.ts')) ?? [];
    // `import type { Config }` only: still an edge.
    expect(services).toContain(path.join(SOURCE, 'config.ts'));
    const entry = graph.get(path.join(SOURCE, 'modules/inventory/index.ts')) ?? [];
    expect(entry).toContain(path.join(SOURCE, 'modules/inventory/inventory.routes.ts'));
  });
});
