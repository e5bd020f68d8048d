import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAfter, lend } from '../support/loans.js';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { FakeOpenAi } from '../support/fake-openai.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Reply = {
  response: string;
  sources: {
    inventory_items: { item_name: string; id: string; exists: boolean }[];
    search_metadata: { intent: string };
  };
  suggestions: string[];
  message_id: string;
};

const LIST = [
  analyzedItem({
    itemName: 'Samsung 65" QLED TV',
    brand: 'Samsung',
    itemCategory: 'electronics',
    estimatedValue: 1100,
    location: 'Living Room',
  }),
  analyzedItem({
    itemName: 'IKEA Kivik sofa',
    brand: 'IKEA',
    itemCategory: 'furniture',
    estimatedValue: 450,
    location: 'Living Room',
  }),
  analyzedItem({
    itemName: 'Sonos One speaker',
    brand: 'Sonos',
    itemCategory: 'electronics',
    estimatedValue: 199,
    quantity: 2,
    location: 'Living Room',
  }),
  analyzedItem({
    itemName: 'Nespresso Vertuo coffee machine',
    brand: 'Nespresso',
    itemCategory: 'kitchenware',
    estimatedValue: 159,
    location: 'Kitchen',
  }),
  analyzedItem({
    itemName: 'Dell XPS 15 laptop',
    brand: 'Dell',
    itemCategory: 'electronics',
    estimatedValue: 1450,
    location: 'Office',
  }),
  analyzedItem({
    itemName: 'Herman Miller Aeron chair',
    brand: 'Herman Miller',
    itemCategory: 'furniture',
    estimatedValue: 895,
    location: 'Office',
  }),
  analyzedItem({
    itemName: 'Canon EOS R6 camera body',
    brand: 'Canon',
    itemCategory: 'electronics',
    estimatedValue: 2099,
    location: 'Office',
  }),
  analyzedItem({
    itemName: 'DeWalt 20V cordless drill kit',
    brand: 'DeWalt',
    itemCategory: 'tools',
    estimatedValue: 149,
    location: 'Garage',
  }),
  analyzedItem({
    itemName: 'Dining chair',
    itemCategory: 'furniture',
    estimatedValue: 60,
    quantity: 4,
    location: 'Kitchen',
  }),
].map((item) => ({ ...item, item_description: '', tags: [] }));

describe(`the assistant (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let user: User;
  let friend: User;
  const ask = async (query: string, who = user) => {
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: who.auth,
      payload: { query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Reply>();
  };
  const names = (reply: Reply) => reply.sources.inventory_items.map((item) => item.item_name);

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    user = await signedInUser(t);
    friend = await signedInUser(t);
    analyzer.next = async () => ({ aiDescription: 'A list.', items: LIST, extractedText: null });
    await upload(t.app, user.auth, {
      file: { buffer: Buffer.from('inventory'), filename: 'home.txt' },
      content_type: 'text',
    });
    // The user lends the drill to a friend who claimed it.
    const drill = (
      await t.app.inject({ url: '/api/users/inventory?search=drill', headers: user.auth })
    ).json().items[0];
    const share = (
      await t.app.inject({
        method: 'POST',
        url: `/api/users/inventory/${drill.id}/share`,
        headers: user.auth,
        payload: { sharing_type: 'BORROW' },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${share.share_token}/claim`,
      headers: friend.auth,
      payload: {},
    });
    await t.app.services.itemIndex.sync(user.userId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('knows the most valuable item', async () => {
    const reply = await ask('What is my most valuable item?');
    expect(reply.response).toContain('Canon EOS R6 camera body ($2,099)');
    expect(names(reply)[0]).toBe('Canon EOS R6 camera body');
    expect(reply.sources.search_metadata.intent).toBe('most_valuable');
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it('adds up the total value, counting each unit', async () => {
    // 1100 + 450 + 2×199 + 159 + 1450 + 895 + 2099 + 149 + 4×60 = 6940
    const reply = await ask('What is my inventory worth in total?');
    expect(reply.response).toContain('$6,940');
    expect(reply.response).toContain('9 items');
  });

  it('adds up a category', async () => {
    // 1100 + 2×199 + 1450 + 2099 = 5047
    const reply = await ask('How much are my electronics worth?');
    expect(reply.response).toContain('$5,047');
    expect(reply.response).toContain('4 items');
    expect(names(reply)).toContain('Canon EOS R6 camera body');
  });

  it('counts things by name', async () => {
    const reply = await ask('How many chairs do I have?');
    expect(reply.response).toMatch(/"chairs": 2 items \(5 pieces\), worth \$1,135 in total/);
    expect(names(reply).sort()).toEqual(['Dining chair', 'Herman Miller Aeron chair']);
  });

  it('starts afresh on a new question and follows up only when asked', async () => {
    await ask('How many Sonos items do I have?');
    const fresh = await ask('electronics over $1000');
    // 1100 + 1450 + 2099
    expect(fresh.response).toMatch(/^Electronics over \$1,000: 3 items, \$4,649 in total/);
    const followUp = await ask('and in the office?');
    // 1450 + 2099
    expect(followUp.response).toMatch(/^Electronics in the Office over \$1,000: 2 items, \$3,549/);
  });

  it('says where something is', async () => {
    const reply = await ask('Where is my laptop?');
    expect(reply.response).toMatch(/Dell XPS 15 laptop is in the Office/);
    expect(names(reply)[0]).toBe('Dell XPS 15 laptop');
    const room = await ask('What is in the garage?');
    expect(room.response).toContain('DeWalt 20V cordless drill kit');
  });

  it('finds things of a kind whose makers are written with a sign ("Winsor & Newton")', async () => {
    const owner = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory',
      headers: owner.auth,
      payload: { item_name: 'Cotman Watercolours', brand: 'Winsor & Newton', estimated_value: 40 },
    });
    const reply = await ask('How much are my things for drawing worth?', owner);
    expect(reply.response).toContain('1 item, $40 in total');
  });

  it('answers a kind with one thing as a set of one, with its worth', async () => {
    const owner = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory',
      headers: owner.auth,
      payload: {
        item_name: 'Hiking Boots',
        estimated_value: 90,
        quantity: 2,
        item_category: 'clothing',
      },
    });
    const reply = await ask('Have I any footwear?', owner);
    expect(reply.response).toContain('1 item of that kind, $180 in total: Hiking Boots');
  });

  it('answers what is in a place over its whole branch, shelves and boxes included', async () => {
    const owner = await signedInUser(t);
    const create = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/inventory',
          headers: owner.auth,
          payload,
        })
      ).json();
    await create({ item_name: 'Pressure washer', location: 'Home / Garage', estimated_value: 200 });
    await create({
      item_name: 'Socket set',
      location: 'Home / Garage / Shelf B',
      estimated_value: 80,
    });
    await create({
      item_name: 'Christmas lights',
      location: 'Home / Garage / Shelf B / Red box',
      estimated_value: 30,
    });
    await create({ item_name: 'Sofa cushion', location: 'Home / Living room' });
    const reply = await ask("What's in the garage?", owner);
    expect(reply.response).toMatch(/in the Garage: 3 items, \$310 in total/);
    expect(names(reply).sort()).toEqual(['Christmas lights', 'Pressure washer', 'Socket set']);
    const shelf = await ask('What is on shelf b?', owner);
    expect(names(shelf).sort()).toEqual(['Christmas lights', 'Socket set']);
  });

  it('says how much to insure for: everything added up, and what to list on its own', async () => {
    const reply = await ask('how much should we insure our contents for?');
    expect(reply.sources.search_metadata.intent).toBe('advice_insure');
    expect(reply.response).toContain('9 items, $6,940 in total. Insure for at least $6,940.');
    // 1100 + 1450 + 2099 are the pieces of $1,000 or more.
    expect(reply.response).toMatch(
      /Worth listing separately: 3 items of \$1,000 or more \(\$4,649\)/,
    );
    // The things the sum covers are its sources, every one of them.
    expect(reply.sources.inventory_items).toHaveLength(9);
  });

  it('says what selling a set would raise, and what is away on loan', async () => {
    const furniture = await ask('if I sold all the furniture how much would I get?');
    expect(furniture.sources.search_metadata.intent).toBe('advice_sell');
    // 450 + 895 + 4×60
    expect(furniture.response).toContain('3 items worth $1,585 together');
    const garage = await ask('if I sold everything in the garage, how much would that make?');
    expect(garage.response).toMatch(
      /nothing at home to sell\. Lent out now, so not counted: DeWalt/,
    );
  });

  it('lists what is lent out, with whom', async () => {
    const reply = await ask('What have I lent out?');
    expect(reply.response).toMatch(/You have lent out 1 item: DeWalt 20V cordless drill kit with /);
    expect(names(reply)).toEqual(['DeWalt 20V cordless drill kit']);
    expect((await ask('What am I borrowing?', friend)).response).toMatch(
      /You are borrowing 1 item: DeWalt 20V cordless drill kit from/,
    );
  });

  it('knows the people things are lent to by name, typed in lower case', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: friend.auth,
      payload: { full_name: 'Oisin Brannagh' },
    });
    const reply = await ask("what's oisin brannagh got of mine");
    expect(reply.response).toMatch(/lent 1 item to Oisin Brannagh/);
    expect(names(reply)).toEqual(['DeWalt 20V cordless drill kit']);
  });

  it('gives a set as a share of everything, with both figures', async () => {
    // Office: 1450 + 895 + 2099 = 4444 of 6940.
    const reply = await ask('what percentage of our stuff is in the office, by value?');
    expect(reply.response).toContain('$4,444 of your $6,940 in all');
    expect(reply.response).toContain('64 %');
  });

  it('asks rather than weigh a side that selects nothing, or two sides read as one', async () => {
    const empty = await ask('is the sofa in the garage worth more than the tools?');
    expect(empty.sources.search_metadata.intent).toBe('clarify');
    expect(empty.response).not.toMatch(/\$0\b/);
    const same = await ask('which is worth more, the office or the office?');
    expect(same.sources.search_metadata.intent).toBe('clarify');
  });

  it('finds a borrowed thing named in an earlier answer and by its own words', async () => {
    await ask('what am I borrowing?', friend);
    const due = await ask('when does it have to go back?', friend);
    expect(due.response).toMatch(/DeWalt 20V cordless drill kit is due back/);
    const lender = await ask('who did I borrow the dewalt off', friend);
    expect(lender.sources.search_metadata.intent).toBe('field_holder');
    // Asked whose it is, the borrowed thing one word of its name names is it.
    const whose = await ask('whose cordless driver is this? who do I give it back to', friend);
    expect(whose.response).toMatch(/DeWalt 20V cordless drill kit belongs to /);
  });

  it('says whether one named item is lent out, and to whom', async () => {
    const drill = await ask('has the drill come back yet, I cant remember who had it');
    expect(drill.response).toMatch(/DeWalt 20V cordless drill kit is lent out to /);
    expect(names(drill)).toEqual(['DeWalt 20V cordless drill kit']);
    const laptop = await ask('is the laptop lent out to anyone');
    expect(laptop.response).toMatch(/Dell XPS 15 laptop is not lent out/);
    // A brand said as the thing's name.
    const dell = await ask('is my dell lent to anyone');
    expect(dell.response).toMatch(/^Dell XPS 15 laptop is not lent out/);
  });

  it('finds items by meaning when no word matches', async () => {
    const reply = await ask('something to make espresso');
    expect(names(reply)[0]).toBe('Nespresso Vertuo coffee machine');
    // Inventory search falls back to meaning too.
    const search = (
      await t.app.inject({
        url: '/api/users/inventory?search=espresso%20maker',
        headers: user.auth,
      })
    ).json();
    expect(search.items[0].item_name).toBe('Nespresso Vertuo coffee machine');
  });

  it('greets by first name with suggestions from the user’s data', async () => {
    const welcome = (
      await t.app.inject({ url: '/api/query/chat/welcome', headers: user.auth })
    ).json();
    expect(welcome.greeting).toBe('Hi Test! 👋');
    expect(welcome.suggested_queries).toEqual(
      expect.arrayContaining(['How much are my electronics worth?', 'What is in the Living Room?']),
    );
    expect(welcome.capabilities.length).toBeGreaterThan(3);
    expect(welcome.welcome_message).toContain('9 items');
  });

  it('keeps history in pages, takes thumbs feedback, marks deleted items, and clears', async () => {
    const reply = await ask('Where is my sofa?');
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat/feedback',
      headers: user.auth,
      payload: { message_id: reply.message_id, feedback: 'thumbs_up' },
    });
    expect(feedback.json()).toEqual({
      success: true,
      message_id: reply.message_id,
      feedback: 'thumbs_up',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/query/chat/feedback',
          headers: friend.auth,
          payload: { message_id: reply.message_id, feedback: 'thumbs_down' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/query/chat/feedback',
          headers: user.auth,
          payload: { message_id: reply.message_id, feedback: 'meh' },
        })
      ).statusCode,
    ).toBe(422);

    const sofa = reply.sources.inventory_items.find(
      (item) => item.item_name === 'IKEA Kivik sofa',
    )!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/inventory/${sofa.id}`,
      headers: user.auth,
    });
    const page = (
      await t.app.inject({ url: '/api/query/chat/history?limit=2', headers: user.auth })
    ).json();
    expect(page.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(page.messages[0].content).toBe('Where is my sofa?');
    expect(page.messages[1]).toMatchObject({ message_type: 'ai_response', feedback: 'thumbs_up' });
    expect(
      page.messages[1].sources.inventory_items.find((item: { id: string }) => item.id === sofa.id)
        .exists,
    ).toBe(false);
    expect(page.pagination).toMatchObject({ limit: 2, has_next: true });
    const older = (
      await t.app.inject({ url: '/api/query/chat/history?limit=2&offset=2', headers: user.auth })
    ).json();
    expect(older.messages[0].message_type).toBe('user_query');

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/query/chat/history',
      headers: user.auth,
    });
    expect(cleared.json().deleted_messages).toBeGreaterThanOrEqual(16);
    expect(
      (await t.app.inject({ url: '/api/query/chat/history', headers: user.auth })).json().messages,
    ).toEqual([]);
  });

  it('validates questions', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/query/chat',
          headers: user.auth,
          payload: { query: '' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/query/chat',
          headers: user.auth,
          payload: { query: 'x'.repeat(501) },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/query/chat', payload: { query: 'hi' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the assistant on an OpenAI-compatible endpoint, with tool calls', () => {
  const analyzer = new FakeAnalyzer();
  const fake = new FakeOpenAi();
  let t: TestApp;
  let user: User;

  beforeAll(async () => {
    await fake.start();
    t = await buildTestApp({
      overrides: { analyzer },
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'chat-model' },
    });
    // The analyzer is faked, so uploads do not call the endpoint; embeddings stay local.
    user = await signedInUser(t);
    await newItem(t, analyzer, user.auth, {
      itemName: 'Canon EOS R6 camera body',
      itemCategory: 'electronics',
      estimatedValue: 2099,
    });
    await newItem(t, analyzer, user.auth, {
      itemName: 'Dell XPS 15 laptop',
      itemCategory: 'electronics',
      estimatedValue: 1450,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('runs the tools the model calls and answers from their results, with sources', async () => {
    fake.answer(
      {
        toolCalls: [
          { id: 'call_1', name: 'inventory_totals', arguments: { category: 'electronics' } },
          { id: 'call_2', name: 'rank_items', arguments: { order: 'value_desc', limit: 1 } },
        ],
      },
      {
        content:
          'Your electronics are worth $3,549; the Canon EOS R6 camera body is the most valuable.',
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: user.auth,
      payload: { query: 'How much are my electronics worth?' },
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.response).toBe(
      'Your electronics are worth $3,549; the Canon EOS R6 camera body is the most valuable.',
    );
    expect(reply.sources.inventory_items.map((i: { item_name: string }) => i.item_name)).toEqual([
      'Canon EOS R6 camera body',
    ]);
    expect(reply.sources.search_metadata).toMatchObject({
      strategy: 'tool_calling',
      intent: 'inventory_totals',
    });

    const [first, second] = fake.requests.slice(-2);
    expect(first!.body.model).toBe('chat-model');
    expect(first!.body.tools!.map((tool) => tool.function.name)).toEqual([
      'search_items',
      'inventory_totals',
      'rank_items',
      'loans',
      'value_by_category',
      'item_details',
      'advice',
    ]);
    expect(String(first!.body.messages[0]!.content)).toMatch(/must come from a tool result/);
    const toolMessages = second!.body.messages.filter((m) => m.role === 'tool');
    expect(toolMessages.map((m) => m.tool_call_id)).toEqual(['call_1', 'call_2']);
    expect(JSON.parse(String(toolMessages[0]!.content))).toMatchObject({ items: 2, value: 3549 });
    expect(JSON.parse(String(toolMessages[1]!.content)).items[0].item_name).toBe(
      'Canon EOS R6 camera body',
    );
  });

  it('sends the conversation so far and answers item and advice tools from the inventory', async () => {
    fake.answer(
      {
        toolCalls: [
          { id: 'call_3', name: 'item_details', arguments: { name: 'camra' } },
          { id: 'call_4', name: 'advice', arguments: { kind: 'insure' } },
          {
            id: 'call_5',
            name: 'rank_items',
            arguments: { order: 'value_desc', position: 2, limit: 1, min_value: 1000 },
          },
          { id: 'call_6', name: 'advice', arguments: { kind: 'sum_insured' } },
        ],
      },
      { content: 'Your Canon EOS R6 camera body is in the Office.' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: user.auth,
      payload: { query: 'Where is my camra?' },
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = fake.requests.slice(-2);
    // The earlier exchange of this conversation comes before the new question.
    expect(first!.body.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(first!.body.messages[1]!.content).toBe('How much are my electronics worth?');
    const results = second!.body.messages
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(String(m.content)));
    expect(results[0].items[0]).toMatchObject({
      item_name: 'Canon EOS R6 camera body',
      loan: null,
    });
    expect(results[1].summary).toMatch(/Items worth \$1,000 or more: 2 items, \$3,549 in total/);
    expect(results[2].items.map((i: { item_name: string }) => i.item_name)).toEqual([
      'Dell XPS 15 laptop',
    ]);
    // The sum to insure for is everything added up, as the local assistant says it.
    expect(results[3].summary).toMatch(
      /: \d+ items, (\$[\d,]+) in total\. Insure for at least \1\./,
    );
  });

  it('gives loans in the order of their return dates when the model asks', async () => {
    const friend = await signedInUser(t);
    await lend(t, analyzer, user, friend, dayAfter(t, 10), 'Garden hose');
    await lend(t, analyzer, user, friend, dayAfter(t, 3), 'Camping stove');
    fake.answer(
      {
        toolCalls: [
          { id: 'call_7', name: 'loans', arguments: { kind: 'lent', order: 'due_first' } },
          { id: 'call_8', name: 'loans', arguments: { kind: 'lent', order: 'due_last' } },
          { id: 'call_9', name: 'loans', arguments: { kind: 'lent', order: 'not_yet_due' } },
        ],
      },
      { content: 'Your camping stove is due back first.' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: user.auth,
      payload: { query: 'Which of the things I lent is due back first?' },
    });
    expect(response.statusCode).toBe(200);
    const [first, last, pending] = fake.requests
      .at(-1)!
      .body.messages.filter((m) => m.role === 'tool')
      .map((m) =>
        (JSON.parse(String(m.content)) as { loans: { item_name: string }[] }).loans.map(
          (loan) => loan.item_name,
        ),
      );
    expect(first).toEqual(['Camping stove', 'Garden hose']);
    expect(last).toEqual(['Garden hose', 'Camping stove']);
    expect(pending).toHaveLength(2);
  });

  it('answers 502 in the error shape when the endpoint fails', async () => {
    fake.answer({ status: 400, raw: { error: 'bad request' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: user.auth,
      payload: { query: 'hi' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/could not answer/);
  });
});
