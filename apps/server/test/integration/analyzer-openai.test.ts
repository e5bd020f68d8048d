import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi } from '../support/fake-openai.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

const answer = {
  ai_description: 'A desk with a laptop and a mug.',
  items: [
    {
      item_name: 'Dell XPS 15 laptop',
      item_description: 'Silver laptop, lid open',
      item_category: 'Electronics',
      brand: 'Dell',
      condition: 'Good',
      estimated_value: 1450.456,
      location: null,
      quantity: 1,
      tags: ['Laptop', 'computer', 'laptop'],
      confidence_score: 1.4,
      perishability_type: 'non-perishable',
      prominence_score: 0.7,
      visual_area_percentage: 35,
      ownership_likelihood: 0.9,
    },
    {
      item_name: 'Mug',
      item_description: 'A ceramic mug',
      item_category: 'crockery',
      brand: '',
      condition: 'mint',
      estimated_value: -3,
      location: 'Office',
      quantity: 0,
      tags: [],
      confidence_score: 0.6,
      perishability_type: 'non-perishable',
      prominence_score: 0.2,
      visual_area_percentage: 140,
      ownership_likelihood: 0.8,
    },
  ],
};

describe('the openai analyzer against a local endpoint that speaks the protocol', () => {
  const fake = new FakeOpenAi();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let photo: Buffer;

  beforeAll(async () => {
    await fake.start();
    t = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MODEL: 'vision-model',
      },
    });
    user = await signedInUser(t);
    photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('sends the photo as a data URL with a JSON-schema output and fills every item field', async () => {
    fake.answer({ content: JSON.stringify(answer) });
    const response = await upload(t.app, user.auth, {
      file: { buffer: photo, filename: 'desk.jpg' },
      content_type: 'image',
      description: 'my work desk',
    });
    expect(response.statusCode).toBe(201);
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('vision-model');
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'inventory_analysis', strict: true },
    });
    const userMessage = request.body.messages.find((m) => m.role === 'user')!;
    const parts = userMessage.content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(parts[0]!.text).toContain('my work desk');
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    const body = response.json();
    expect(body).toMatchObject({
      analysis_status: 'completed',
      ai_description: 'A desk with a laptop and a mug.',
    });
    const [laptop, mug] = body.inventory_items;
    expect(laptop).toMatchObject({
      item_name: 'Dell XPS 15 laptop',
      item_category: 'electronics',
      brand: 'Dell',
      condition: 'good',
      estimated_value: 1450.46,
      confidence_score: 1,
      tags: ['laptop', 'computer'],
      visual_area_percentage: 35,
    });
    expect(mug).toMatchObject({
      item_category: 'household items',
      brand: null,
      condition: null,
      estimated_value: null,
      quantity: 1,
      location: 'Office',
      visual_area_percentage: 100,
    });
  });

  it('retries 429 and 5xx answers with back-off', async () => {
    fake.answer(
      { status: 429, headers: { 'retry-after': '1' }, raw: { error: { message: 'slow down' } } },
      { status: 503, raw: { error: { message: 'busy' } } },
      { content: JSON.stringify({ ai_description: 'A list.', items: [] }) },
    );
    const before = fake.requests.length;
    const response = await upload(t.app, user.auth, {
      file: { buffer: Buffer.from('Bosch drill $89'), filename: 'list.txt' },
      content_type: 'text',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      analysis_status: 'completed',
      ai_description: 'A list.',
    });
    expect(fake.requests.length - before).toBe(3);
    expect(String(fake.requests.at(-1)!.body.messages[1]!.content)).toContain('Bosch drill $89');
  });

  it('gives up after three failures and keeps the file with the reason', async () => {
    fake.answer(
      { status: 500, raw: {} },
      { status: 500, raw: {} },
      { status: 500, raw: { error: 'down' } },
    );
    const response = await upload(t.app, user.auth, {
      file: { buffer: photo, filename: 'a.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().analysis_status).toBe('failed');
    expect(response.json().analysis_error).toMatch(
      /AI analysis failed: the AI service answered 500/,
    );
  });

  it('does not retry a 400 and reports answers that are not the expected JSON', async () => {
    fake.answer({ status: 400, raw: { error: { message: 'bad image' } } });
    const refused = await upload(t.app, user.auth, {
      file: { buffer: photo, filename: 'a.jpg' },
      content_type: 'image',
    });
    expect(refused.json().analysis_error).toMatch(/answered 400/);
    fake.answer({ content: 'Sure! Here are the items: a laptop.' });
    const prose = await upload(t.app, user.auth, {
      file: { buffer: photo, filename: 'b.jpg' },
      content_type: 'image',
    });
    expect(prose.json().analysis_error).toMatch(/not JSON/);
    fake.answer({ content: JSON.stringify({ items: 'none' }) });
    const shape = await upload(t.app, user.auth, {
      file: { buffer: photo, filename: 'c.jpg' },
      content_type: 'image',
    });
    expect(shape.json().analysis_error).toMatch(/unexpected shape/);
  });

  it('asks for quantity, unit price, currency and room, and checks the answer like the local reader', async () => {
    const base = answer.items[0]!;
    const line = (fields: Record<string, unknown>) => ({
      ...base,
      brand: null,
      tags: [],
      ...fields,
    });
    fake.answer({
      content: JSON.stringify({
        ai_description: 'A furniture receipt.',
        items: [
          line({
            item_name: 'Sofa Lisa',
            quantity: 1,
            unit_price: 1199,
            line_total: 1199,
            currency: 'EUR',
            location: 'Wohnzimmer',
          }),
          line({
            item_name: 'Stehleuchte',
            quantity: 2,
            unit_price: 89.9,
            line_total: 179.8,
            currency: 'EUR',
          }),
          line({
            item_name: 'Kissen',
            quantity: 3,
            unit_price: 20,
            line_total: 20,
            currency: 'EUR',
          }),
          line({
            item_name: 'Zwischensumme',
            quantity: 1,
            unit_price: 1398.8,
            line_total: 1398.8,
            currency: 'EUR',
          }),
          line({
            item_name: 'MwSt. 19%',
            quantity: 1,
            unit_price: 223.34,
            line_total: 223.34,
            currency: 'EUR',
          }),
          line({
            item_name: 'Girocard',
            quantity: 1,
            unit_price: 1398.8,
            line_total: 1398.8,
            currency: 'EUR',
          }),
        ],
      }),
    });
    const response = await upload(t.app, user.auth, {
      content_type: 'text',
      text_content:
        'Sofa Lisa 1.199,00\n2 x Stehleuchte 179,80\nKissen 20,00\nZwischensumme 1.398,80',
    });
    expect(response.statusCode).toBe(201);
    const schema = JSON.stringify(fake.requests.at(-1)!.body.response_format);
    for (const field of ['unit_price', 'line_total', 'currency', 'quantity', 'location']) {
      expect(schema).toContain(field);
    }
    const items = response.json().inventory_items as Array<Record<string, unknown>>;
    expect(
      items
        .map((i) => [i.item_name, i.quantity, i.original_value, i.original_currency])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Kissen', 1, 20, 'EUR'],
      ['Sofa Lisa', 1, 1199, 'EUR'],
      ['Stehleuchte', 2, 89.9, 'EUR'],
    ]);
    expect(items.find((i) => i.item_name === 'Sofa Lisa')).toMatchObject({
      location: 'Wohnzimmer',
      estimated_value: 1324.9,
    });
  });
});
