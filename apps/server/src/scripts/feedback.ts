/**
 * npm run feedback [-- --limit 20]: prints the newest feedback for the team, from the database
 * the server uses (DATABASE_URL, else the embedded one in DATA_DIR).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { createStorage } from '../adapters/storage/create-storage.js';
import { systemClock } from '../adapters/clock.js';
import { FeedbackRepository, FeedbackService } from '../modules/feedback/index.js';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' } } });
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
await migrate(database);
const storage = createStorage(config, systemClock);
const service = new FeedbackService({
  repository: new FeedbackRepository({ db: database.db }),
  storage,
  clock: systemClock,
});
const rows = await service.recent(Math.max(1, Number(values.limit) || 20));
if (rows.length === 0) console.log('No feedback yet.');
for (const row of rows) {
  const stars = row.rating === null ? 'no rating' : `${row.rating}/5`;
  const who = row.userEmail ? `${row.userName ?? ''} <${row.userEmail}>`.trim() : 'anonymous';
  console.log(`\n[${row.createdAt.toISOString()}] ${row.feedbackType} · ${stars} · ${who}`);
  console.log(`  ${row.title}`);
  console.log(`  ${row.content.replace(/\n/g, '\n  ')}`);
  const extras = [
    row.wouldRecommend === null ? null : `would recommend: ${row.wouldRecommend ? 'yes' : 'no'}`,
    row.followUpRequested ? 'follow-up requested' : null,
    row.context.page_url ? `page: ${row.context.page_url}` : null,
    row.context.device_type
      ? `${row.context.device_type}, ${row.context.operating_system ?? ''}`
      : null,
  ].filter(Boolean);
  if (extras.length > 0) console.log(`  (${extras.join(' · ')})`);
  if (row.screenshotKey) {
    const url = await storage.signedUrl(row.screenshotKey, {
      contentType: 'image/png',
      filename: `feedback-${row.id}.png`,
      expiresInSeconds: 3600,
    });
    console.log(`  screenshot: ${url.url.startsWith('/') ? config.publicUrl + url.url : url.url}`);
  }
}
await database.close();
