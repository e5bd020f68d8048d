import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.js';
import { ServerProcess } from '../support/server-process.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/test-database.js';

const SHARES = 30;

interface Share {
  share_id: string;
  share_token: string;
  status: string;
  item_name: string;
}

/** A real server killed -9 while claims are in flight, then started again on the same data. */
describe(`a claim and the owner's notice commit together (${databaseKind})`, () => {
  let dataDir: string;
  let scratch: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'circle-claim-crash-'));
    // On PostgreSQL the server gets a scratch database of its own; PGlite lives in dataDir.
    if (process.env.DATABASE_URL) scratch = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no claimed share without its notification and mail after kill -9', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    server = await ServerProcess.start({ dataDir, databaseUrl: scratch?.url });
    const owner = await server.signedInUser(`owner.${Date.now()}@example.com`, outboxDir);
    const claimer = await server.signedInUser(`claimer.${Date.now()}@example.com`, outboxDir);
    const tokens: string[] = [];
    for (let i = 0; i < SHARES; i += 1) {
      const item = await server.request('POST', '/api/users/inventory', {
        auth: owner,
        body: { item_name: `Ladder ${i}`, is_shareable: true },
      });
      const { id } = item.body as { id: string };
      const share = await server.request('POST', `/api/users/inventory/${id}/share`, {
        auth: owner,
        body: { sharing_type: 'DONATE' },
      });
      tokens.push((share.body as Share).share_token);
    }

    // Every claim at once; the server dies as soon as the first one has answered.
    const running = server;
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const claims = tokens.map((token) =>
      running
        .request('POST', `/api/share/${token}/claim`, { auth: claimer, body: {} })
        .then(firstAnswer, () => undefined),
    );
    await answered;
    await running.kill();
    await Promise.all(claims);

    server = await ServerProcess.start({ dataDir, databaseUrl: scratch?.url });
    const shares = (await server.request('GET', '/api/users/shares', { auth: owner })).body as {
      shared_by_me: Share[];
    };
    const claimed = shares.shared_by_me.filter((share) => share.status === 'CLAIMED');
    expect(claimed.length).toBeGreaterThan(0);
    const notices = (
      (await server.request('GET', '/api/users/notifications?limit=100', { auth: owner })).body as {
        notifications: { kind: string; share_id: string | null }[];
      }
    ).notifications.filter((notice) => notice.kind === 'share_claimed');
    const noticed = new Set(notices.map((notice) => notice.share_id));
    expect(claimed.filter((share) => !noticed.has(share.share_id))).toEqual([]);
    // Each notice once: a claim is recorded with its notice, never twice.
    expect(notices.length).toBe(claimed.length);

    // The owner's mails go out from the outbox after the restart.
    await expect
      .poll(
        async () => {
          const subjects = new Set((await readOutbox(outboxDir)).map((mail) => mail.subject));
          return claimed.filter((share) => !subjects.has(`"${share.item_name}" was claimed`));
        },
        { timeout: 10_000, interval: 200 },
      )
      .toEqual([]);
  }, 120_000);
});
