import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_SERVER_MESSAGES } from '@circle/contract';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

function form(fields: Record<string, string>, screenshot?: Buffer) {
  const boundary = '----feedback' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (screenshot) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      screenshot,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const valid = {
  feedback_type: 'feature_request',
  feedback_title: 'Dark mode for mail',
  feedback_content: 'The verification mails could follow the dark theme too.',
  rating: '4',
  would_recommend: 'true',
  follow_up_requested: 'false',
  page_url: 'http://localhost:3000/login',
  device_type: 'mobile',
  operating_system: 'Android',
  session_id: '1732250000000-abc123',
};

describe(`feedback (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { FEEDBACK_PER_HOUR: '16' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const submit = (
    fields: Record<string, string>,
    extra: Record<string, string> = {},
    screenshot?: Buffer,
  ) => {
    const { payload, headers } = form(fields, screenshot);
    return t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      payload,
      headers: { ...headers, ...extra },
    });
  };

  it('lists the eight feedback types with general_feedback as the default', async () => {
    const response = await t.app.inject({ url: '/api/feedback/types/list' });
    expect(response.json().types.map((type: { value: string }) => type.value)).toEqual([
      'bug_report',
      'feature_request',
      'general_feedback',
      'user_experience',
      'performance_issue',
      'suggestion',
      'complaint',
      'compliment',
    ]);
    expect(response.json().default).toBe('general_feedback');
  });

  it('takes anonymous feedback with a PNG screenshot and the context fields, and stores it', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await submit(
      { ...valid, user_email: 'visitor@example.com', user_name: 'Visitor' },
      {},
      png,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Thank you for your feedback!',
    });
    const [row] = await t.app.services.database.rows<{
      user_email: string;
      rating: number;
      would_recommend: boolean;
      screenshot_key: string;
      context: Record<string, string>;
      user_id: string | null;
    }>((await import('drizzle-orm')).sql`SELECT * FROM feedback WHERE id = ${response.json().id}`);
    expect(row).toMatchObject({
      user_email: 'visitor@example.com',
      rating: 4,
      would_recommend: true,
      user_id: null,
    });
    expect(row!.context).toMatchObject({
      device_type: 'mobile',
      operating_system: 'Android',
      session_id: '1732250000000-abc123',
    });
    expect(await t.app.services.storage.get(row!.screenshot_key)).toEqual(png);
  });

  it('fills in the signed-in user and refuses non-PNG screenshots', async () => {
    const user = await signedInUser(t);
    const response = await submit(valid, user.auth);
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.services.database.rows<{ user_id: string; user_email: string }>(
      (await import('drizzle-orm'))
        .sql`SELECT user_id, user_email FROM feedback WHERE id = ${response.json().id}`,
    );
    expect(row).toEqual({ user_id: user.userId, user_email: user.email.toLowerCase() });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await submit(valid, {}, jpeg)).statusCode).toBe(415);
  });

  it('answers the spec’s messages for missing and out-of-range fields', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, feedback_title: '' }, FEEDBACK_SERVER_MESSAGES.missingFields],
      [
        { feedback_title: 'Title ok', feedback_content: 'Long enough content' },
        FEEDBACK_SERVER_MESSAGES.missingFields,
      ],
      [{ ...valid, feedback_title: 'Tiny' }, FEEDBACK_SERVER_MESSAGES.title],
      [{ ...valid, feedback_title: 'x'.repeat(201) }, FEEDBACK_SERVER_MESSAGES.title],
      [{ ...valid, feedback_content: 'Too short' }, FEEDBACK_SERVER_MESSAGES.content],
      [{ ...valid, feedback_content: 'x'.repeat(5001) }, FEEDBACK_SERVER_MESSAGES.content],
      [{ ...valid, rating: '6' }, FEEDBACK_SERVER_MESSAGES.rating],
      [{ ...valid, rating: '-1' }, FEEDBACK_SERVER_MESSAGES.rating],
      [{ ...valid, user_email: 'nope' }, 'Please enter a valid email address'],
    ];
    for (const [fields, detail] of cases) {
      const response = await submit(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      payload: valid,
    });
    expect(json.statusCode).toBe(415);
  });

  it('throttles submissions per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) statuses.push((await submit(valid)).statusCode);
    expect(statuses).toContain(429);
  });
});
