import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe(`one public item, read before asking to borrow it (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: Person;
  let reader: Person;

  const api = (
    who: Person | null,
    method: 'GET' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const read = (who: Person | null, id: string) => api(who, 'GET', `/public/items/${id}`);
  const publish = (id: string, isPublic: boolean) =>
    api(owner, 'PATCH', `/users/inventory/${id}/visibility`, { is_public: isPublic });

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    reader = await signedInUser(t);
    const profile = await api(owner, 'PUT', '/auth/update-profile', {
      full_name: 'Rosa Lind',
      public_area: 'Kreuzberg',
    });
    expect(profile.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a public item as Discover does: the owner’s name and chosen area, never the room', async () => {
    const drill = await newItem(t, analyzer, owner.auth, {
      itemName: 'Cordless drill',
      itemCategory: 'tools',
      brand: 'Makita',
      condition: 'good',
      itemDescription: 'An 18 V drill with two batteries.',
      location: 'Garage, shelf 2, Oranienstraße 12',
      estimatedValue: 120,
    });
    expect((await publish(drill.id, true)).statusCode).toBe(200);

    const response = await read(reader, drill.id);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({
      id: drill.id,
      item_name: 'Cordless drill',
      item_category: 'tools',
      brand: 'Makita',
      condition: 'good',
      item_description: 'An 18 V drill with two batteries.',
      owner_name: 'Rosa Lind',
      owner_location: 'Kreuzberg',
      location: 'Kreuzberg',
      is_own: false,
      is_available: true,
      sharing_types_available: ['BORROW'],
    });
    expect(item.image_url).toMatch(/^\/files\//);
    expect(item).not.toHaveProperty('owner_id');
    expect(item).not.toHaveProperty('user_id');
    const text = JSON.stringify(item);
    expect(text).not.toMatch(/Garage|Oranienstra/);
    expect(text).not.toContain(owner.email.toLowerCase());
    // The same item as the list shows it.
    const listed = (await api(reader, 'GET', '/public/items?search=drill')).json().items[0];
    expect({ ...listed, image_url: null, thumbnail_url: null, image_expires_at: null }).toEqual({
      ...item,
      image_url: null,
      thumbnail_url: null,
      image_expires_at: null,
    });

    // The owner sees it too, as their own and not for them to ask for.
    expect((await read(owner, drill.id)).json()).toMatchObject({
      is_own: true,
      is_available: false,
    });
  });

  it('answers 404 for an item that is not public, and refuses bad ids and anonymous callers', async () => {
    const diary = await newItem(t, analyzer, owner.auth, { itemName: 'Diary' });
    const privateOne = await read(reader, diary.id);
    expect(privateOne.statusCode).toBe(404);
    expect(privateOne.json().detail).toBe('Public item not found');
    // Not even its owner reads it here while it is private.
    expect((await read(owner, diary.id)).statusCode).toBe(404);

    await publish(diary.id, true);
    expect((await read(reader, diary.id)).statusCode).toBe(200);
    await publish(diary.id, false);
    expect((await read(reader, diary.id)).statusCode).toBe(404);

    expect((await read(reader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await read(reader, 'not-an-id');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBeDefined();
    await publish(diary.id, true);
    expect((await read(null, diary.id)).statusCode).toBe(401);
  });
});
