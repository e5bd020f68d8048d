// Issue: foundation. Requests/s and p99 for health, me and login on both databases, beside a
// bare Fastify hello-world; cold start to healthy.
import {
  load,
  printTable,
  scratchDatabase,
  signedInUser,
  startHelloWorld,
  startServer,
} from './support.mjs';

export async function benchAuth({ postgresUrl }) {
  const rows = [];
  const hello = await startHelloWorld();
  await load({ url: hello.url, duration: 2 }); // warm-up
  const bare = await load({ url: hello.url });
  rows.push({ target: 'bare Fastify hello-world', database: '-', ...bare });
  await hello.stop();

  const targets = [{ name: 'embedded PGlite' }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL server', postgresUrl });
  const coldStarts = [];
  for (const target of targets) {
    const database = target.postgresUrl ? await scratchDatabase(target.postgresUrl) : undefined;
    const server = await startServer({ databaseUrl: database?.url });
    coldStarts.push({ database: target.name, cold_start_ms: Math.round(server.coldStartMs) });
    const user = await signedInUser(server);
    const auth = { authorization: `Bearer ${user.token}` };
    await load({ url: `${server.url}/api/auth/me`, headers: auth, duration: 2 }); // warm-up
    const health = await load({ url: `${server.url}/api/health` });
    rows.push({ target: 'GET /api/health', database: target.name, ...health });
    const me = await load({ url: `${server.url}/api/auth/me`, headers: auth });
    rows.push({
      target: 'GET /api/auth/me',
      database: target.name,
      ...me,
      vs_bare: `${Math.round((me.rps / bare.rps) * 100)} %`,
    });
    const login = await load({
      url: `${server.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: user.form,
    });
    rows.push({ target: 'POST /api/auth/login', database: target.name, ...login });
    await server.stop();
    await database?.drop();
  }
  printTable('Accounts API at 50 connections (rps = requests/s, latency in ms)', rows);
  printTable('Cold start to healthy', coldStarts);
}
