import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

interface Item {
  item_name: string;
  quantity: number;
  estimated_value: number | null;
  original_value?: number | null;
  original_currency?: string | null;
  location: string | null;
}

const EURO_RECEIPT = `MEDIAMARKT Köln
Sofa "Lisa"                     1.199,00 €
2 x Stehleuchte à 89,90         179,80 €
Summe                          1.378,80 €
MwSt. 19%                        220,15 €
Girocard                       1.378,80 €
`;

describe('documents in other currencies and hostile documents', () => {
  let usd: TestApp;
  let eur: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let euroUser: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    usd = await buildTestApp();
    eur = await buildTestApp({ env: { CURRENCY: 'eur' } });
    user = await signedInUser(usd);
    euroUser = await signedInUser(eur);
  });
  afterAll(async () => {
    await usd?.close();
    await eur?.close();
  });

  const itemsOf = (body: { inventory_items: Item[] }) => body.inventory_items;

  it('tells the web app the deployment currency and the date of its rates', async () => {
    const a = await usd.app.inject({ url: '/api/config' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ currency: 'USD', exchange_rates_date: '2023-12-29' });
    expect((await eur.app.inject({ url: '/api/config' })).json()).toMatchObject({
      currency: 'EUR',
    });
  });

  it('converts a euro receipt into dollars and keeps the amount as written', async () => {
    const response = await upload(usd.app, user.auth, {
      content_type: 'text',
      text_content: EURO_RECEIPT,
    });
    expect(response.statusCode).toBe(201);
    const items = itemsOf(response.json());
    expect(
      items.map((i) => [i.item_name, i.quantity, i.original_value, i.original_currency]),
    ).toEqual([
      ['Sofa Lisa', 1, 1199, 'EUR'],
      ['Stehleuchte', 2, 89.9, 'EUR'],
    ]);
    expect(items[0]!.estimated_value).toBeCloseTo(1324.9, 1);
    const listed = await usd.app.inject({ url: '/api/users/inventory', headers: user.auth });
    const sofa = (listed.json() as { items: Item[] }).items.find(
      (i) => i.item_name === 'Sofa Lisa',
    );
    expect(sofa).toMatchObject({ original_value: 1199, original_currency: 'EUR' });
  });

  it('keeps amounts in the deployment currency as they are', async () => {
    const response = await upload(eur.app, euroUser.auth, {
      content_type: 'text',
      text_content: EURO_RECEIPT,
    });
    const [sofa] = itemsOf(response.json());
    expect(sofa).toMatchObject({
      estimated_value: 1199,
      original_value: null,
      original_currency: null,
    });
  });

  it('reads rupiah without decimals', async () => {
    const response = await upload(usd.app, user.auth, {
      content_type: 'text',
      text_content:
        'INDOMARET\nINDOMIE GORENG   39,000\nTELUR AYAM 1KG   28,900\nTOTAL   67,900\nTUNAI  70,000\nKEMBALI  2,100',
    });
    const items = itemsOf(response.json());
    expect(items.map((i) => [i.original_value, i.original_currency])).toEqual([
      [39000, 'IDR'],
      [28900, 'IDR'],
    ]);
    expect(items[0]!.estimated_value).toBeLessThan(5);
  });

  it.each([
    ['empty', '   \n\n  '],
    ['binary-looking', '\u0000\u0001\u0002PK\u0003\u0004'.repeat(2000)],
    ['one giant line', 'sofa $5 '.repeat(120_000)],
    ['100,000 lines', Array.from({ length: 100_000 }, (_, k) => `Lamp ${k} $${k}`).join('\n')],
    ['a catastrophic pattern', `${'1,'.repeat(40_000)}a${' '.repeat(50_000)}b`],
  ])('answers a %s document without a server error', async (_name, text) => {
    const response = await upload(usd.app, user.auth, { content_type: 'text', text_content: text });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode === 201) {
      expect(itemsOf(response.json()).length).toBeLessThanOrEqual(1000);
    }
  });
});
