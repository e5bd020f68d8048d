import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Item {
  id: string;
  item_name: string;
  location: string | null;
  place_id: string | null;
  place_path: string | null;
}

describe(`places: a tree the household's items live in (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let stranger: User;

  const api = (user: User, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const place = async (user: User, payload: object) => {
    const response = await api(user, 'POST', '/api/places', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; path: string; asset_id: string | null };
  };
  const item = async (user: User, payload: object): Promise<Item> => {
    const response = await api(user, 'POST', '/api/users/inventory', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const listed = async (user: User, query: string): Promise<Item[]> => {
    const response = await api(user, 'GET', `/api/users/inventory?limit=200&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };
  const names = (items: { item_name: string }[]) => items.map((i) => i.item_name).sort();

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds items in a three-level tree; a place and the Browse filter show all below it', async () => {
    const home = await place(owner, { name: 'Home', description: 'The flat' });
    expect(home).toMatchObject({
      name: 'Home',
      parent_id: null,
      path: 'Home',
      asset_id: expect.stringMatching(/^\d{3}-\d{3}$/),
    });
    const garage = await place(owner, { name: 'Garage', parent_id: home.id });
    const shelf = await place(owner, { name: 'Shelf A', parent_id: garage.id });
    expect(shelf.path).toBe('Home / Garage / Shelf A');
    const office = await place(owner, { name: 'Office', parent_id: home.id });

    const drill = await item(owner, {
      item_name: 'Drill',
      estimated_value: 100,
      place_id: shelf.id,
    });
    expect(drill).toMatchObject({
      place_id: shelf.id,
      place_path: 'Home / Garage / Shelf A',
      location: 'Shelf A',
    });
    await item(owner, { item_name: 'Bike', estimated_value: 300, place_id: garage.id });
    await item(owner, { item_name: 'Lamp', estimated_value: 20, quantity: 2, place_id: office.id });
    await item(owner, { item_name: 'Loose cable' });

    expect(names(await listed(owner, `place_id=${garage.id}`))).toEqual(['Bike', 'Drill']);
    expect(names(await listed(owner, `place_id=${home.id}`))).toEqual(['Bike', 'Drill', 'Lamp']);
    expect(names(await listed(owner, `place_id=${shelf.id}`))).toEqual(['Drill']);

    const page = (await api(owner, 'GET', `/api/places/${garage.id}`)).json();
    expect(page).toMatchObject({
      name: 'Garage',
      path: 'Home / Garage',
      item_count: 1,
      total_item_count: 2,
      total_value: 400,
      ancestors: [{ id: home.id, name: 'Home' }],
      sub_places: [{ id: shelf.id, name: 'Shelf A', total_item_count: 1, total_value: 100 }],
    });
    expect(names(page.items)).toEqual(['Bike', 'Drill']);

    const tree = (await api(owner, 'GET', '/api/places')).json();
    expect(
      tree.places.map((p: { path: string; depth: number; total_value: number }) => [
        p.path,
        p.depth,
        p.total_value,
      ]),
    ).toEqual([
      ['Home', 0, 440],
      ['Home / Garage', 1, 400],
      ['Home / Garage / Shelf A', 2, 100],
      ['Home / Office', 1, 40],
    ]);
  });

  it('reads and writes the location text through places, creating branches as needed', async () => {
    const user = await signedInUser(t);
    const saw = await item(user, { item_name: 'Saw', location: 'Home / Garage / Shelf A' });
    expect(saw).toMatchObject({ location: 'Shelf A', place_path: 'Home / Garage / Shelf A' });
    // A name alone finds the household's place of that name, whatever its case.
    const hammer = await item(user, { item_name: 'Hammer', location: 'garage' });
    expect(hammer).toMatchObject({ location: 'Garage', place_path: 'Home / Garage' });
    const rake = await item(user, { item_name: 'Rake', location: 'Home > Garden' });
    expect(rake.place_path).toBe('Home / Garden');
    const tree = (await api(user, 'GET', '/api/places')).json();
    expect(tree.places.map((p: { path: string }) => p.path)).toEqual([
      'Home',
      'Home / Garage',
      'Home / Garage / Shelf A',
      'Home / Garden',
    ]);

    // The edit takes a place id or a location text; re-saving the same text keeps the place.
    const shelf = tree.places.find((p: { name: string }) => p.name === 'Shelf A');
    const moved = await api(user, 'PATCH', `/api/users/inventory/${hammer.id}`, {
      place_id: shelf.id,
    });
    expect(moved.json()).toMatchObject({ place_id: shelf.id, location: 'Shelf A' });
    const same = await api(user, 'PATCH', `/api/users/inventory/${hammer.id}`, {
      location: 'Shelf A',
      notes: 'heavy',
    });
    expect(same.json()).toMatchObject({ place_id: shelf.id, notes: 'heavy' });
    const cleared = await api(user, 'PATCH', `/api/users/inventory/${hammer.id}`, {
      place_id: null,
    });
    expect(cleared.json()).toMatchObject({ place_id: null, place_path: null, location: null });
    const viaText = await api(user, 'PATCH', `/api/users/inventory/${hammer.id}`, {
      location: 'Attic',
    });
    expect(viaText.json()).toMatchObject({ location: 'Attic', place_path: 'Attic' });

    // Renaming a place renames the location its items show.
    const garage = tree.places.find((p: { name: string }) => p.name === 'Garage');
    expect(
      (await api(user, 'PATCH', `/api/places/${garage.id}`, { name: 'Workshop' })).statusCode,
    ).toBe(200);
    const after = (await api(user, 'GET', `/api/users/inventory/${saw.id}`)).json();
    expect(after).toMatchObject({ location: 'Shelf A', place_path: 'Home / Workshop / Shelf A' });
    // The export writes the whole branch, which an import turns back into places.
    const csv = await api(user, 'GET', '/api/users/inventory/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Home / Workshop / Shelf A');
  });

  it("attaches the AI's room guess to the matching place", async () => {
    const user = await signedInUser(t);
    const kitchen = await place(user, {
      name: 'Kitchen',
      parent_id: (await place(user, { name: 'Flat' })).id,
    });
    analyzer.next = async () => ({
      aiDescription: 'A kitchen shelf.',
      extractedText: null,
      items: [analyzedItem({ itemName: 'Kettle', location: 'kitchen' })],
    });
    const uploaded = await upload(t.app, user.auth, {
      content_type: 'text',
      text_content: 'Kettle',
    });
    expect(uploaded.statusCode).toBe(201);
    const [kettle] = await listed(user, `place_id=${kitchen.id}`);
    expect(kettle).toMatchObject({ item_name: 'Kettle', place_path: 'Flat / Kitchen' });
    const file = await api(user, 'GET', `/api/users/files/${uploaded.json().id}`);
    expect(file.json().inventory_items[0]).toMatchObject({
      location: 'Kitchen',
      place_id: kitchen.id,
      place_path: 'Flat / Kitchen',
    });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const user = await signedInUser(t);
    const a = await place(user, { name: 'A' });
    const b = await place(user, { name: 'B', parent_id: a.id });
    const c = await place(user, { name: 'C', parent_id: b.id });
    const cup = await item(user, { item_name: 'Cup', place_id: c.id });
    const theirs = await place(stranger, { name: 'Theirs' });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const expectError = async (
      status: number,
      response: Promise<{ statusCode: number; json(): { detail?: unknown } }>,
    ) => {
      const r = await response;
      expect(r.statusCode).toBe(status);
      expect(r.json().detail).toBeTruthy();
      return r.json();
    };

    await expectError(409, api(user, 'PATCH', `/api/places/${a.id}`, { parent_id: c.id }));
    await expectError(409, api(user, 'PATCH', `/api/places/${a.id}`, { parent_id: a.id }));
    await expectError(409, api(user, 'POST', '/api/places', { name: 'b', parent_id: a.id }));
    await expectError(
      409,
      api(user, 'PATCH', `/api/places/${c.id}`, { name: 'b', parent_id: a.id }),
    );
    await expectError(422, api(user, 'POST', '/api/places', { name: '  ' }));
    await expectError(422, api(user, 'POST', '/api/places', { name: 'x'.repeat(101) }));
    await expectError(422, api(user, 'POST', '/api/places', { name: 'Home / Garage' }));
    await expectError(404, api(user, 'POST', '/api/places', { name: 'D', parent_id: unknown }));
    await expectError(404, api(user, 'POST', '/api/places', { name: 'D', parent_id: theirs.id }));
    await expectError(404, api(user, 'PATCH', `/api/places/${a.id}`, { parent_id: theirs.id }));
    await expectError(404, api(user, 'GET', `/api/places/${theirs.id}`));
    await expectError(404, api(user, 'PATCH', `/api/places/${theirs.id}`, { name: 'Mine' }));
    await expectError(404, api(user, 'DELETE', `/api/places/${theirs.id}`));
    await expectError(404, api(user, 'GET', `/api/users/inventory?place_id=${theirs.id}`));
    await expectError(
      404,
      api(user, 'PATCH', `/api/users/inventory/${cup.id}`, { place_id: theirs.id }),
    );
    await expectError(
      404,
      api(user, 'PATCH', `/api/users/inventory/${cup.id}`, { place_id: unknown }),
    );
    await expectError(
      404,
      api(user, 'POST', '/api/users/inventory', { item_name: 'X', place_id: theirs.id }),
    );

    // A place that holds something asks where it goes.
    const refused = await expectError(409, api(user, 'DELETE', `/api/places/${c.id}`));
    expect(refused.detail).toMatch(/move_to/);
    await expectError(409, api(user, 'DELETE', `/api/places/${a.id}`));
    await expectError(409, api(user, 'DELETE', `/api/places/${a.id}?move_to=${c.id}`));
    await expectError(404, api(user, 'DELETE', `/api/places/${c.id}?move_to=${theirs.id}`));
    await expectError(422, api(user, 'DELETE', `/api/places/${c.id}?move_to=elsewhere`));
    const unchanged = (await api(user, 'GET', `/api/users/inventory/${cup.id}`)).json();
    expect(unchanged).toMatchObject({ place_id: c.id, place_path: 'A / B / C' });
    expect((await api(user, 'GET', '/api/places')).json().places).toHaveLength(3);
    expect((await api(stranger, 'GET', '/api/places')).json().places).toHaveLength(1);
  });

  it('deletes a place, moving its items and sub-places where the request says', async () => {
    const user = await signedInUser(t);
    const a = await place(user, { name: 'A' });
    const b = await place(user, { name: 'B', parent_id: a.id });
    const c = await place(user, { name: 'C', parent_id: b.id });
    const other = await place(user, { name: 'Other' });
    const cup = await item(user, { item_name: 'Cup', place_id: b.id });
    const moved = await api(user, 'DELETE', `/api/places/${b.id}?move_to=${other.id}`);
    expect(moved.json()).toEqual({ place_id: b.id, moved_items: 1, moved_places: 1 });
    expect((await api(user, 'GET', `/api/users/inventory/${cup.id}`)).json()).toMatchObject({
      place_id: other.id,
      location: 'Other',
    });
    expect((await api(user, 'GET', `/api/places/${c.id}`)).json().path).toBe('Other / C');

    const gone = await api(user, 'DELETE', `/api/places/${other.id}?move_to=none`);
    expect(gone.json()).toMatchObject({ moved_items: 1, moved_places: 1 });
    expect((await api(user, 'GET', `/api/users/inventory/${cup.id}`)).json()).toMatchObject({
      place_id: null,
      location: null,
    });
    // Its sub-place moved up to the top.
    expect((await api(user, 'GET', `/api/places/${c.id}`)).json()).toMatchObject({
      parent_id: null,
      path: 'C',
    });
    expect((await api(user, 'DELETE', `/api/places/${a.id}`)).statusCode).toBe(200);
    expect((await api(user, 'GET', `/api/places/${a.id}`)).statusCode).toBe(404);
  });

  it('never shows a place name in public views', async () => {
    const user = await signedInUser(t);
    const area = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: user.auth,
      payload: { public_area: 'Kreuzberg' },
    });
    expect(area.statusCode).toBe(200);
    const tent = await item(user, {
      item_name: 'Secret-shed tent',
      location: 'Home / Secret Shed',
    });
    expect(
      (await api(user, 'PATCH', `/api/users/inventory/${tent.id}/visibility`, { is_public: true }))
        .statusCode,
    ).toBe(200);
    const viewer = await signedInUser(t);
    const discover = await api(viewer, 'GET', '/api/public/items?limit=100');
    expect(discover.statusCode).toBe(200);
    expect(discover.body).toContain('Secret-shed tent');
    expect(discover.body).not.toContain('Secret Shed');
    expect(discover.body).not.toContain(tent.place_id!);
    const shown = discover.json().items.find((i: { id: string }) => i.id === tent.id);
    expect(shown.location).toBe('Kreuzberg');
    const byPlace = await api(viewer, 'GET', '/api/public/items?location=secret');
    expect(byPlace.json().items).toEqual([]);
    const one = await api(viewer, 'GET', `/api/public/items/${tent.id}`);
    if (one.statusCode === 200) expect(one.body).not.toContain('Secret Shed');
  });
});
