import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { loadCorpus, seedCorpus } from '../support/assistant-corpus.js';
import { buildTestApp, signedInUser } from '../support/test-app.js';

it('probe', async () => {
  const corpus = loadCorpus();
  const t = await buildTestApp();
  t.clock.set(Date.parse(`${corpus.today}T12:00:00Z`));
  const user = await signedInUser(t);
  await seedCorpus(t, user.userId, corpus);
  await t.app.services.itemIndex.sync(user.userId);
  await t.app.services.itemIndex.warmUp();
  const asks = JSON.parse(readFileSync('/tmp/ask.json', 'utf8')) as {
    q: string;
    after?: string[];
  }[];
  const out: string[] = [];
  for (const a of asks) {
    await t.app.inject({ method: 'DELETE', url: '/api/query/chat/history', headers: user.auth });
    for (const q of [...(a.after ?? []), a.q]) {
      t.clock.advance(1000);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/query/chat',
        headers: user.auth,
        payload: { query: q },
      });
      const j = r.json();
      out.push(`Q: ${q}\n  [${j.sources?.search_metadata?.intent}] ${j.response}`);
    }
    out.push('');
  }
  console.log(out.join('\n'));
  await t.close();
}, 300_000);
