import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { DAY_MS, dayAfter, lend } from '../support/loans.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** The loan check as a durable pg-boss job: several processes, one run per time slot. */
describe(`scheduled loan check (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let setup: TestApp;

  beforeAll(async () => {
    setup = await buildTestApp({ overrides: { analyzer } });
  });
  afterAll(async () => {
    await setup?.close();
  });

  const withJobs = () =>
    buildTestApp({
      overrides: { analyzer, jobs: { pollingSeconds: 0.5 } },
      sameDatabaseAs: setup,
    });
  const reminders = async (apps: TestApp[], email: string) =>
    (await Promise.all(apps.map((app) => readOutbox(app.outboxDir))))
      .flat()
      .filter((mail) => mail.to.includes(email.toLowerCase()) && /Reminder/.test(mail.subject));
  const jobsRun = async () => {
    const { rows } = await setup.database.database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'loan-check' AND state = 'completed'`,
    );
    return (rows[0] as { n: number }).n;
  };

  it('runs once across two processes and adds no second job when one restarts', async () => {
    const [owner, borrower] = [await signedInUser(setup), await signedInUser(setup)];
    await lend(setup, analyzer, owner, borrower, dayAfter(setup, 2), 'Bike trailer');
    setup.clock.advance(DAY_MS);

    const [first, second] = await Promise.all([withJobs(), withJobs()]);
    const apps = [first, second];
    try {
      const deadline = Date.now() + 20_000;
      while ((await jobsRun()) < 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await jobsRun()).toBe(1);
      expect(await reminders(apps, borrower.email)).toHaveLength(1);
    } finally {
      await first.close();
    }
    // Closing an app removes its outbox: count what the one still running sent.
    apps.shift();
    const sentBySecond = (await reminders(apps, borrower.email)).length;
    // A process starting again in the same slot finds the slot's job done and adds none.
    const restarted = await withJobs();
    apps.push(restarted);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await jobsRun()).toBe(1);
      expect(await reminders(apps, borrower.email)).toHaveLength(sentBySecond);
    } finally {
      await restarted.close();
      await second.close();
    }
  });
});
