/**
 * npm run openapi [-- <file>]: writes the API's OpenAPI document (the one served at
 * /api/openapi.json) to <file>, or prints it, without starting a server: for client generators
 * (openapi-typescript) and the linter (npm run lint:openapi).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const target = process.argv[2];
const dataDir = await mkdtemp(path.join(tmpdir(), 'circle-openapi-'));
try {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  if (target) await writeFile(target, document);
  else process.stdout.write(document);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
