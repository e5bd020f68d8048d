import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Role = 'signed-out' | 'stranger' | 'former member' | 'viewer' | 'member' | 'owner';
type Schema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Paths = Record<string, Record<string, Operation>>;

/** Parameters that name a secret or a digest rather than a row: not part of the matrix. */
const NOT_AN_ID = /\{(token|sha256)\}/;

/** A valid body per operation, so the access check, not validation, decides the answer. */
const BODIES: Record<string, unknown> = {
  'patch /api/households/{id}': { name: 'Taken over' },
  'patch /api/households/{id}/members/{user_id}': { role: 'owner' },
  'post /api/households/{id}/invitations': { email: 'matrix@example.com', role: 'owner' },
  'post /api/users/inventory/{id}/merge': 'OTHER_ITEM',
  'patch /api/users/inventory/{id}': { notes: 'changed' },
  'patch /api/users/inventory/{id}/visibility': { is_public: true },
  'post /api/users/inventory/{id}/share': { sharing_type: 'BORROW' },
  'patch /api/users/shares/{id}': { action: 'CANCEL' },
  'patch /api/users/borrow-requests/{id}': { action: 'DENY' },
  'post /api/public/items/{id}/request-borrow': { sharing_type: 'BORROW' },
  'post /api/users/sent-borrow-requests/{id}/claim': {},
  'patch /api/users/sent-borrow-requests/{id}/cancel': {},
  'patch /api/places/{id}': { description: 'changed' },
};

/** Reads a member of the household may make; every other operation changes something. */
const HOUSEHOLD_READS = new Set([
  'get /api/households/{id}',
  'get /api/households/{id}/members',
  'get /api/users/inventory/{id}',
  'get /api/users/files/{id}',
  'get /api/places/{id}',
]);
/** What only owners may do, answered 403 to members and viewers. */
const OWNER_ONLY = new Set([
  'patch /api/households/{id}',
  'patch /api/households/{id}/members/{user_id}',
  'delete /api/households/{id}/members/{user_id}',
  'post /api/households/{id}/invitations',
  'get /api/households/{id}/invitations',
  'delete /api/households/{id}/invitations/{invitation_id}',
]);
/** Item changes: members may, viewers get 403. */
const ITEM_WRITES = new Set([
  'post /api/users/inventory/{id}/merge',
  'patch /api/users/inventory/{id}',
  'delete /api/users/inventory/{id}',
  'patch /api/users/inventory/{id}/visibility',
  'post /api/users/inventory/{id}/share',
  'post /api/users/inventory/{id}/attachments',
  'delete /api/users/inventory/{id}/attachments/{attachment_id}',
  'delete /api/users/files/{id}',
  'patch /api/places/{id}',
  'delete /api/places/{id}',
  // Answering a borrow request on the household's item is lending it.
  'patch /api/users/borrow-requests/{id}',
]);
/** Rows only their author acts on (a request's requester): every household role gets 404. */
const AUTHOR_ONLY = new Set([
  'post /api/users/sent-borrow-requests/{id}/claim',
  'patch /api/users/sent-borrow-requests/{id}/cancel',
]);
/**
 * The rest of the id-taking operations, each with why the generic expectations hold: a new
 * operation must be placed in one of these tables, or the matrix fails.
 */
const OTHER_PATH_OPERATIONS = new Set([
  // Leaving is one's own membership; tested for strangers and the signed-out.
  'post /api/households/{id}/leave',
  // The picture and a place's photo want a photo, refused before any lookup.
  'put /api/users/inventory/{id}/picture',
  'put /api/places/{id}/photo',
  // The private item is no public item to anyone; discovery has its own test.
  'get /api/public/items/{id}',
  'post /api/public/items/{id}/request-borrow',
  // Shares act for the household's lenders; viewers read.
  'patch /api/users/shares/{id}',
  'post /api/users/shares/{id}/send-reminder',
]);

/** How a request names a household's rows in its query or body, per operation. */
type Built = { url: string; body?: unknown; read: boolean };
const BY_QUERY_OR_BODY: Record<string, (ids: Record<string, string>) => Built> = {
  'get /api/users/inventory': (i) => ({
    url: `/api/users/inventory?household_id=${i.household}&place_id=${i.place}&source_file_id=${i.file}`,
    read: true,
  }),
  'post /api/users/inventory': (i) => ({
    url: '/api/users/inventory',
    body: { item_name: 'Intruder', household_id: i.household, place_id: i.place },
    read: false,
  }),
  'post /api/users/inventory/bulk': (i) => ({
    url: '/api/users/inventory/bulk',
    body: { item_ids: [i.item], add_tags: ['intruder'] },
    read: false,
  }),
  'post /api/users/inventory/merge': (i) => ({
    url: '/api/users/inventory/merge',
    body: { item_ids: [i.item, i.other], keep_id: i.item },
    read: false,
  }),
  'post /api/labels': (i) => ({
    url: '/api/labels',
    body: { item_ids: [i.item], place_ids: [i.place] },
    read: true,
  }),
  'post /api/users/refresh-file-urls': (i) => ({
    url: '/api/users/refresh-file-urls',
    body: { file_ids: [i.file] },
    read: true,
  }),
  'post /api/places': (i) => ({
    url: '/api/places',
    body: { name: 'Intruder', household_id: i.household, parent_id: i.place },
    read: false,
  }),
  'get /api/places': (i) => ({ url: `/api/places?household_id=${i.household}`, read: true }),
  'get /api/users/files': (i) => ({
    url: `/api/users/files?household_id=${i.household}`,
    read: true,
  }),
  'get /api/users/files-with-inventory': (i) => ({
    url: `/api/users/files-with-inventory?household_id=${i.household}`,
    read: true,
  }),
  'get /api/users/inventory/export': (i) => ({
    url: `/api/users/inventory/export?household_id=${i.household}`,
    read: true,
  }),
  'get /api/users/inventory/report': (i) => ({
    url: `/api/users/inventory/report?household_id=${i.household}`,
    read: true,
  }),
  'get /api/users/statistics': (i) => ({
    url: `/api/users/statistics?household_id=${i.household}`,
    read: true,
  }),
  'post /api/query/chat': (i) => ({
    url: '/api/query/chat',
    body: { query: 'What do we own?', household_id: i.household },
    read: true,
  }),
  'get /api/query/chat/welcome': (i) => ({
    url: `/api/query/chat/welcome?household_id=${i.household}`,
    read: true,
  }),
};
/** Operations whose ids name the caller's own rows only (their notifications, their chat). */
const OWN_ROWS_ONLY = new Set([
  'post /api/users/notifications/read',
  'post /api/query/chat/feedback',
]);

/** Whether an operation names a row by a query parameter or body field (`…_id`, `…_ids`, `ids`). */
function namesRowsOutsideItsPath(
  operation: Operation,
  components: Record<string, Schema>,
): boolean {
  const isId = (name: string) => /(^ids$|_ids?$)/.test(name);
  if (operation.parameters?.some((p) => p.in === 'query' && isId(p.name))) return true;
  const resolve = (schema: Schema | undefined): Schema[] => {
    if (!schema) return [];
    if (schema.$ref) return resolve(components[schema.$ref.split('/').at(-1)!]);
    return [
      schema,
      ...[schema.anyOf, schema.oneOf, schema.allOf].flat().flatMap((s) => resolve(s)),
    ];
  };
  return Object.values(operation.requestBody?.content ?? {})
    .flatMap((content) => resolve(content.schema))
    .some((schema) => Object.keys(schema.properties ?? {}).some(isId));
}

describe(`household access matrix (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  const people = {} as Record<Exclude<Role, 'signed-out'>, Person>;
  const ids: Record<string, string> = {};
  let paths: Paths;
  let components: Record<string, Schema>;

  const call = (who: Person | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function joinAs(guest: Person, role: string) {
    await call(people.owner, 'post', `/api/households/${ids.household}/invitations`, {
      email: guest.email,
      role,
    });
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(guest.email)).at(-1)!;
    const text = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    const accepted = await call(guest, 'post', '/api/households/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
  }

  /** Everything the owner sees of the household, to prove a refused call changed nothing. */
  async function snapshot() {
    const owner = people.owner;
    const read = async (url: string) => {
      const response = await call(owner, 'get', url);
      return { status: response.statusCode, body: response.body.replace(/[?&]sig[^"]*/g, '') };
    };
    return Promise.all([
      read(`/api/households/${ids.household}`),
      read(`/api/households/${ids.household}/members`),
      read(`/api/households/${ids.household}/invitations`),
      read(`/api/users/inventory?household_id=${ids.household}`),
      read(`/api/places?household_id=${ids.household}`),
      read(`/api/users/files/${ids.file}`),
      read('/api/users/shares'),
      read('/api/users/borrow-requests'),
    ]);
  }

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    for (const role of ['owner', 'member', 'viewer', 'stranger', 'former member'] as const) {
      people[role] = await signedInUser(t);
    }
    ids.household = (
      await call(people.owner, 'post', '/api/households', { name: 'Matrix home' })
    ).json().id;
    await joinAs(people.member, 'member');
    await joinAs(people.viewer, 'viewer');
    await joinAs(people['former member'], 'member');
    const removed = await call(
      people.owner,
      'delete',
      `/api/households/${ids.household}/members/${people['former member'].userId}`,
    );
    expect(removed.statusCode).toBe(200);

    analyzer.next = async () => ({
      aiDescription: 'A list.',
      extractedText: 'Drill, Ladder, Tent',
      items: ['Drill', 'Ladder', 'Tent'].map((name) => analyzedItem({ itemName: name })),
    });
    const uploaded = await upload(t.app, people.owner.auth, {
      content_type: 'text',
      text_content: 'Drill, Ladder, Tent',
      household_id: ids.household,
    });
    expect(uploaded.statusCode).toBe(201);
    const [item, other, lent] = uploaded.json().inventory_items as { id: string }[];
    ids.file = uploaded.json().id;
    ids.item = item!.id;
    ids.other = other!.id;
    const share = await call(people.owner, 'post', `/api/users/inventory/${lent!.id}/share`, {
      sharing_type: 'BORROW',
    });
    ids.share = share.json().share_id;
    await call(people.owner, 'post', `/api/households/${ids.household}/invitations`, {
      email: 'pending@example.com',
      role: 'viewer',
    });
    const invitations = await call(
      people.owner,
      'get',
      `/api/households/${ids.household}/invitations`,
    );
    ids.invitation = invitations.json().invitations[0].id;
    const place = await call(people.owner, 'post', '/api/places', {
      name: 'Matrix garage',
      household_id: ids.household,
    });
    expect(place.statusCode).toBe(201);
    ids.place = place.json().id;
    // A public item of the household's, and a request for it from someone outside.
    const bike = await call(people.owner, 'post', '/api/users/inventory', {
      item_name: 'Matrix bike',
      household_id: ids.household,
    });
    ids.bike = bike.json().id;
    await call(people.owner, 'patch', `/api/users/inventory/${ids.bike}/visibility`, {
      is_public: true,
    });
    const requester = await signedInUser(t);
    const asked = await call(requester, 'post', `/api/public/items/${ids.bike}/request-borrow`, {
      sharing_type: 'BORROW',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    ids.request = asked.json().request_id;
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    paths = document.paths;
    components = document.components?.schemas ?? {};
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The id-taking operations of the OpenAPI document, with this fixture's ids filled in. */
  function operations() {
    return Object.entries(paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security?.length && template.includes('{'))
        .filter(() => !NOT_AN_ID.test(template))
        .map(([method]) => {
          const key = `${method} ${template}`;
          const idOf = template.startsWith('/api/households')
            ? ids.household
            : template.includes('borrow-requests/')
              ? ids.request
              : template.includes('/shares/')
                ? ids.share
                : template.includes('/files/')
                  ? ids.file
                  : template.startsWith('/api/places')
                    ? ids.place
                    : ids.item;
          const url = template
            .replace('{id}', idOf!)
            .replace('{user_id}', people.owner.userId)
            .replace('{invitation_id}', ids.invitation!)
            // The document the item was read from is listed among its attachments.
            .replace('{attachment_id}', ids.file!);
          const body = BODIES[key] === 'OTHER_ITEM' ? { other_id: ids.other } : BODIES[key];
          return { key, method, url, body };
        }),
    );
  }

  /** The answers a role may get for an operation; anything else fails the matrix. */
  function expected(role: Role, key: string, method: string): number[] | 'skip' {
    if (role === 'signed-out') return [401];
    // The picture wants a photo first: a JSON body is refused before anything is looked up.
    if (key === 'put /api/users/inventory/{id}/picture') return [415];
    if (role === 'stranger' || role === 'former member') return [404];
    if (AUTHOR_ONLY.has(key)) return [404];
    const inHousehold = HOUSEHOLD_READS.has(key);
    if (role === 'owner' || role === 'member') {
      if (inHousehold) return [200];
      if (role === 'member' && OWNER_ONLY.has(key)) return [403];
      return 'skip'; // their writes are allowed and tested where they change things
    }
    // viewer
    if (inHousehold) return [200];
    if (OWNER_ONLY.has(key) || ITEM_WRITES.has(key)) return [403];
    if (key.endsWith('/leave') || method === 'get') return 'skip';
    // Shares act for the household's members (viewers read); requests are their author's.
    return [403, 404];
  }

  it('lists the id-taking operations of the document, households among them', () => {
    const keys = operations().map((operation) => operation.key);
    expect(keys).toEqual(
      expect.arrayContaining([...HOUSEHOLD_READS, ...OWNER_ONLY, ...ITEM_WRITES]),
    );
  });

  it('places every id-taking operation of the document in a table of the matrix', () => {
    const placed = new Set([
      ...HOUSEHOLD_READS,
      ...OWNER_ONLY,
      ...ITEM_WRITES,
      ...AUTHOR_ONLY,
      ...OTHER_PATH_OPERATIONS,
    ]);
    expect(
      operations()
        .filter(({ key }) => !placed.has(key))
        .map(({ key }) => key),
    ).toEqual([]);
    const outsidePath = Object.entries(paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security?.length && !template.includes('{'))
        .filter(([, operation]) => namesRowsOutsideItsPath(operation, components))
        .map(([method]) => `${method} ${template}`),
    );
    expect(outsidePath.filter((key) => !BY_QUERY_OR_BODY[key] && !OWN_ROWS_ONLY.has(key))).toEqual(
      [],
    );
  });

  for (const role of [
    'signed-out',
    'stranger',
    'former member',
    'viewer',
    'member',
    'owner',
  ] as const) {
    it(`answers the ${role} as the policy says and changes nothing`, async () => {
      const before = await snapshot();
      const failures: string[] = [];
      for (const { key, method, url, body } of operations()) {
        if (key.endsWith('/leave') && role !== 'stranger' && role !== 'signed-out') continue;
        const allowed = expected(role, key, method);
        if (allowed === 'skip') continue;
        const response = await call(role === 'signed-out' ? null : people[role], method, url, body);
        if (!allowed.includes(response.statusCode)) {
          failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        if (response.statusCode >= 400) {
          expect(response.json().detail, key).toBeDefined();
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    }, 120_000);
  }

  for (const role of ['signed-out', 'stranger', 'former member', 'viewer'] as const) {
    it(`answers the ${role} naming the household's rows in a query or body, changing nothing`, async () => {
      const before = await snapshot();
      const failures: string[] = [];
      for (const [key, build] of Object.entries(BY_QUERY_OR_BODY)) {
        const { url, body, read } = build(ids);
        const method = key.split(' ')[0]!;
        const allowed =
          role === 'signed-out' ? [401] : role === 'viewer' ? (read ? [200] : [403]) : [404];
        const response = await call(role === 'signed-out' ? null : people[role], method, url, body);
        // A read that answers per id may answer an outsider with nothing of the household's.
        const saysNothing =
          read &&
          response.statusCode === 200 &&
          ![ids.item, ids.other, ids.file, ids.place].some((id) => response.body.includes(id!));
        if (!allowed.includes(response.statusCode) && !(allowed[0] === 404 && saysNothing)) {
          failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    }, 120_000);
  }
});
