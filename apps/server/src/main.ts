import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

// libvips' process-wide cache of decoded images grows the process to about 1 GB after a few
// large photos and buys nothing here: every upload is decoded once.
sharp.cache(false);

async function main() {
  const started = performance.now();
  const config = loadConfig(process.env, { webDistDir: WEB_DIST_DIR });
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const shownAddress = address.replace('127.0.0.1', 'localhost');
  app.log.info(
    {
      database: app.services.database.kind,
      mail: app.services.mailer.kind,
      startupMs: Math.round(performance.now() - started),
    },
    `Circle is running at ${shownAddress}`,
  );
  // Plain line for people reading the terminal.
  console.log(`\n  Circle is running at ${shownAddress}\n`);
  // Warm the assistant, then load the models, so neither the first question nor the first upload
  // waits for them.
  app.services.assistant
    .warmUp()
    .catch((error: unknown) => app.log.warn({ err: error }, 'the assistant could not warm up'))
    .then(() => app.services.analyzer().warmUp())
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'the AI models could not be loaded yet'),
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Circle could not start:', error);
  }
  process.exit(1);
});
