import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'import-x/no-restricted-paths';

/** Lints `code` as if it were the file at `file` (relative to the repository), boundaries only. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => ruleId === RULE,
    // The file is not on disk: no type information, which the boundary rule does not need.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server module boundaries (eslint.config.js)', () => {
  it("rejects an import into another module's insides", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/x/probe.ts',
      "import { InventoryRepository } from '../inventory/inventory.repository.js';\n" +
        'export const probe = InventoryRepository;\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*Import the module "inventory" through its index\.ts\./,
      ),
    ]);
  });

  it("accepts an import of another module's entry", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/x/probe.ts',
      "import { inventoryRoutes } from '../inventory/index.js';\n" +
        'export const probe = inventoryRoutes;\n',
    );
    expect(errors).toEqual([]);
  });

  it('rejects an import of a module from an adapter, even through its entry', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/adapters/x/probe.ts',
      "import { inventoryRoutes } from '../../modules/inventory/index.js';\n" +
        'export const probe = inventoryRoutes;\n',
    );
    expect(errors).toEqual([expect.stringContaining('An adapter imports no module')]);
  });

  it("rejects the app reaching into a module's insides", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/app/probe.ts',
      "import { SharingRepository } from '../modules/sharing/sharing.repository.js';\n" +
        'export const probe = SharingRepository;\n',
    );
    expect(errors).toEqual([expect.stringContaining('Import the module "sharing"')]);
  });

  it('rejects the mailer in any module but notifications and mail, even its types', async () => {
    for (const module of ['sharing', 'auth', 'households', 'community', 'reminders', 'feedback']) {
      const errors = await boundaryErrors(
        `apps/server/src/modules/${module}/probe.ts`,
        "import type { Mailer } from '../../adapters/mailer/mailer.js';\n" +
          'export type Probe = Mailer;\n',
      );
      expect(errors).toEqual([expect.stringContaining('Only the notifications module sends mail')]);
    }
  });

  it("rejects the notifications module's mail templates anywhere else", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/sharing/probe.ts',
      "import { shareClaimedMail } from '../notifications/mails/share-mails.js';\n" +
        'export const probe = shareClaimedMail;\n',
    );
    expect(errors).toEqual([expect.stringContaining('Import the module "notifications"')]);
  });

  it('accepts the mailer in the notifications and mail modules', async () => {
    for (const module of ['notifications', 'mail']) {
      const errors = await boundaryErrors(
        `apps/server/src/modules/${module}/probe.ts`,
        "import type { Mailer } from '../../adapters/mailer/mailer.js';\n" +
          'export type Probe = Mailer;\n',
      );
      expect(errors).toEqual([]);
    }
  });
});
