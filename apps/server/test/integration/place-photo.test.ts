import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { multipartBody } from '../support/upload.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
interface PlaceBody {
  id: string;
  photo_file_id: string | null;
  photo_url: string | null;
}

const photo = (colour: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe(`a place's photo (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let stranger: User;

  const putPhoto = (user: User, placeId: string, buffer: Buffer, filename = 'shelf.png') => {
    const { payload, headers } = multipartBody({ file: { buffer, filename } });
    return t.app.inject({
      method: 'PUT',
      url: `/api/places/${placeId}/photo`,
      payload,
      headers: { ...headers, ...user.auth },
    });
  };
  const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    owner = await signedInUser(t);
    stranger = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads, replaces and removes the photo; the tree and the page show it; no items are read from it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/places',
      headers: owner.auth,
      payload: { name: 'Garage' },
    });
    const garage = created.json<PlaceBody>();
    const analysesBefore = analyzer.calls.length;

    const first = await putPhoto(owner, garage.id, await photo('#aa3333'));
    expect(first.statusCode, first.body).toBe(200);
    const withPhoto = first.json<PlaceBody>();
    expect(withPhoto.photo_file_id).toBeTruthy();
    expect(withPhoto.photo_url).toBeTruthy();
    const served = await t.app.inject({ method: 'GET', url: withPhoto.photo_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    const tree = (await get(owner, '/api/places')).json<{ places: PlaceBody[] }>();
    expect(tree.places.find((p) => p.id === garage.id)?.photo_file_id).toBe(
      withPhoto.photo_file_id,
    );
    expect(analyzer.calls.length).toBe(analysesBefore);
    const items = (await get(owner, '/api/users/inventory')).json<{ items: unknown[] }>();
    expect(items.items).toEqual([]);

    const second = await putPhoto(owner, garage.id, await photo('#3333aa'));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<PlaceBody>().photo_file_id).not.toBe(withPhoto.photo_file_id);

    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/places/${garage.id}`,
      headers: owner.auth,
      payload: { photo_file_id: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<PlaceBody>()).toMatchObject({ photo_file_id: null, photo_url: null });
  });

  it('refuses what is not an image, a stranger and a missing place with a clear 4xx', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/places',
      headers: owner.auth,
      payload: { name: 'Attic' },
    });
    const attic = created.json<PlaceBody>();
    const text = await putPhoto(owner, attic.id, Buffer.from('just some words'), 'notes.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json<{ detail: string }>().detail).toMatch(/image/);
    const empty = await putPhoto(owner, attic.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: `/api/places/${attic.id}/photo`,
      headers: owner.auth,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect((await putPhoto(stranger, attic.id, await photo('#33aa33'))).statusCode).toBe(404);
    const missing = await putPhoto(
      owner,
      '00000000-0000-4000-8000-000000000000',
      await photo('#fff'),
    );
    expect(missing.statusCode).toBe(404);
    const after = (await get(owner, `/api/places/${attic.id}`)).json<PlaceBody>();
    expect(after.photo_file_id).toBeNull();
  });
});
