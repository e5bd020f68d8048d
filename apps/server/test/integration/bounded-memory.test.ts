import { TEXT_EXCERPT_CHARS } from '@circle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analyzer } from '../../src/adapters/ai/analyzer.js';
import { createLocalAnalyzer } from '../../src/adapters/ai/local/local-analyzer.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { databaseKind } from '../support/test-database.js';
import { upload } from '../support/upload.js';

interface ListedFile {
  id: string;
  text_content: string | null;
  text_content_truncated: boolean;
}

describe(`file lists and text documents stay small (${databaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer: new FakeAnalyzer() } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists carry an excerpt of a document; the one-file call carries all of it', async () => {
    const user = await signedInUser(t);
    // Characters outside the BMP are never cut in two.
    const text = `Pantry list 🥫\n${'2 x Tomato soup $1.99\n'.repeat(400)}`;
    const short = 'Kitchen drawer: 3 x Spoon $2';
    const long = await upload(t.app, user.auth, {
      file: { buffer: Buffer.from(text), filename: 'pantry.txt' },
      content_type: 'text',
    });
    expect(long.statusCode).toBe(201);
    await upload(t.app, user.auth, { text_content: short, content_type: 'text' });

    const list = await t.app.inject({ url: '/api/users/files', headers: user.auth });
    const files = list.json<{ files: ListedFile[] }>().files;
    const listed = files.find((file) => file.id === long.json().id)!;
    expect(Array.from(listed.text_content!)).toHaveLength(TEXT_EXCERPT_CHARS);
    expect(text.startsWith(listed.text_content!)).toBe(true);
    expect(listed.text_content_truncated).toBe(true);
    const shortListed = files.find((file) => file.id !== long.json().id)!;
    expect(shortListed).toMatchObject({ text_content: short, text_content_truncated: false });

    const withItems = await t.app.inject({
      url: '/api/users/files-with-inventory',
      headers: user.auth,
    });
    const inGroups = withItems.json<{ files: ListedFile[] }>().files;
    expect(inGroups.find((file) => file.id === long.json().id)).toMatchObject({
      text_content: listed.text_content,
      text_content_truncated: true,
    });

    const one = await t.app.inject({
      url: `/api/users/files/${long.json().id}`,
      headers: user.auth,
    });
    expect(one.json()).toMatchObject({ text_content: text, text_content_truncated: false });
    expect(long.json()).toMatchObject({ text_content: text, text_content_truncated: false });
  });

  it('refuses a text document over the limit with a 413 that states the limit', async () => {
    const user = await signedInUser(t);
    const big = Buffer.from('1 x Notebook $3\n'.repeat(130_000)); // 2.08 MB
    const response = await upload(t.app, user.auth, {
      file: { buffer: big, filename: 'huge.txt' },
      content_type: 'text',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail:
        'The text document is too large (2.08 MB). Text documents may be at most 2 MB; split it into smaller documents or upload a photo of the page.',
    });
    const list = await t.app.inject({ url: '/api/users/files', headers: user.auth });
    expect(list.json().files).toEqual([]);
  });
});

/** The embedded analyzer, telling when a text analysis starts and ends. */
function observed(inner: Analyzer) {
  const state = { started: false, finished: false };
  const analyzer: Analyzer = {
    analyzeImage: (input) => inner.analyzeImage(input),
    analyzeText: (input) => {
      state.started = true;
      return inner.analyzeText(input).finally(() => (state.finished = true));
    },
    warmUp: () => inner.warmUp(),
    close: () => inner.close(),
  };
  return { analyzer, state };
}

describe(`a long text is read off the event loop, within a time limit (${databaseKind})`, () => {
  // A long one-line text is the extractor's slowest case.
  const longText = `Storage room. ${'a box of old letters and some spare parts '.repeat(45_000)}`;

  it('the server answers other requests while a long text is analysed', async () => {
    const { analyzer, state } = observed(createLocalAnalyzer());
    const t = await buildTestApp({ overrides: { analyzer } });
    try {
      const user = await signedInUser(t);
      const uploading = upload(t.app, user.auth, {
        file: { buffer: Buffer.from(longText), filename: 'storage.txt' },
        content_type: 'text',
      });
      while (!state.started) await new Promise((resolve) => setImmediate(resolve));
      const health = await t.app.inject({ url: '/api/health' });
      const me = await t.app.inject({ url: '/api/auth/me', headers: user.auth });
      expect(state.finished).toBe(false);
      expect(health.statusCode).toBe(200);
      expect(me.statusCode).toBe(200);
      const uploaded = await uploading;
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json().analysis_status).toBe('completed');
    } finally {
      await t.close();
      await analyzer.close();
    }
  });

  it('stops reading a text that takes longer than the limit and keeps the file', async () => {
    const analyzer = createLocalAnalyzer({ textTimeoutMs: 1 });
    const t = await buildTestApp({ overrides: { analyzer } });
    try {
      const user = await signedInUser(t);
      const response = await upload(t.app, user.auth, {
        file: { buffer: Buffer.from(longText), filename: 'storage.txt' },
        content_type: 'text',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        analysis_status: 'failed',
        analysis_error:
          'AI analysis failed: reading the document took longer than 1 ms. The file was kept.',
      });
      const one = await t.app.inject({
        url: `/api/users/files/${response.json().id}`,
        headers: user.auth,
      });
      expect(one.json().text_content).toBe(longText);
    } finally {
      await t.close();
      await analyzer.close();
    }
  });
});
