import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

describe(`OpenAPI document (${databaseKind})`, () => {
  let t: TestApp;
  let document: { paths: Paths; components: { schemas: Record<string, unknown> } };
  let dir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    dir = await mkdtemp(path.join(tmpdir(), 'circle-openapi-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([apiPath, item]) =>
      Object.entries(item).map(([method, operation]) => ({ apiPath, method, operation })),
    );

  it('names every operation once, in camelCase, and declares its security', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { apiPath, method, operation } of operations()) {
      expect(operation.security, `${method} ${apiPath}`).toBeDefined();
    }
    const byId = new Map(operations().map((entry) => [entry.operation.operationId, entry]));
    expect(byId.get('authLogin')?.operation.security).toEqual([]);
    expect(byId.get('getUsersInventoryById')?.operation.security).toEqual([{ bearerAuth: [] }]);
    expect(byId.get('upload')?.apiPath).toBe('/api/upload');
  });

  it('documents the 4xx answers with the error schema', () => {
    const inventoryItem = document.paths['/api/users/inventory/{id}']!;
    expect(Object.keys(inventoryItem.patch!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '404', '422']),
    );
    const upload = document.paths['/api/upload']!.post!;
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['413', '415']));
    for (const { operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        expect(response.content?.['application/json']?.schema?.$ref).toBe(
          '#/components/schemas/Error',
        );
      }
    }
    expect(document.components.schemas).toHaveProperty('Error');
  });

  it('passes Redocly’s recommended lint with no error', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const lint = spawnSync(
      process.execPath,
      [redoclyCli, 'lint', file, '--extends=recommended', '--format=json'],
      { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' } },
    );
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
