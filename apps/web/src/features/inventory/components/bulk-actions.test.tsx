// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aHandAddedItem,
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';
import { useBrowseStore } from '../stores/browse-store';
import { UNDO_DELETE_MS, usePendingDeletions } from '../stores/pending-deletions';

let api: FetchRouter;
let listed = [
  aHandAddedItem({ id: 'i1', item_name: 'Desk lamp', quantity: 1, tags: ['old'] }),
  aHandAddedItem({ id: 'i2', item_name: 'Drill', item_category: 'tools', quantity: 2 }),
  aHandAddedItem({ id: 'i3', item_name: 'Tent', quantity: 1, tags: ['camping'] }),
];
const original = listed;

beforeEach(() => {
  resetDevice();
  useBrowseStore.getState().reset();
  signIn();
  listed = original;
  api = installFetchRouter({
    'GET /auth/me': () => json(200, aUser({})),
    'GET /users/inventory': () =>
      json(200, {
        items: listed,
        pagination: { total: listed.length, limit: 20, offset: 0, has_next: false },
      }),
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  for (const entry of usePendingDeletions.getState().pending) clearTimeout(entry.timer);
  usePendingDeletions.setState({ pending: [], hiddenIds: new Set() });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers the bulk endpoint with the items changed as asked; returns the bodies sent. */
function bulkAnswers() {
  const sent: Record<string, unknown>[] = [];
  api.routes['POST /users/inventory/bulk'] = (init) => {
    const body = JSON.parse(String(init?.body)) as { item_ids: string[]; delete?: boolean };
    sent.push(body);
    if (body.delete) return json(200, { items: [], updated: 0, deleted: body.item_ids.length });
    const items = original.filter((item) => body.item_ids.includes(item.id));
    return json(200, { items, updated: items.length, deleted: 0 });
  };
  return sent;
}

async function select(...names: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: 'Select' }, { timeout: 10_000 }));
  for (const name of names)
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
}

const bar = () => screen.getByRole('toolbar', { name: 'Selected items' });
const action = (name: string) => within(bar()).getByRole('button', { name });

describe('Browse: bulk actions on the selected items', () => {
  it('sets the category of every selected item in one request', async () => {
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Desk lamp', 'Tent');
    fireEvent.click(action('Category'));
    const dialog = await screen.findByRole('dialog', { name: 'Set Category' });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'decor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Category set to Decor (2 items).')).toBeTruthy();
    expect(sent).toEqual([{ item_ids: ['i1', 'i3'], set: { item_category: 'decor' } }]);
    // Done: selection mode ends.
    expect(screen.queryByRole('toolbar', { name: 'Selected items' })).toBeNull();
  });

  it('moves the selected items into one place in one request', async () => {
    const sent = bulkAnswers();
    api.routes['GET /places'] = () =>
      json(200, {
        places: [
          { id: 'p1', name: 'Garage', parent_id: null, path: 'Garage', depth: 0 },
          { id: 'p2', name: 'Shelf A', parent_id: 'p1', path: 'Garage / Shelf A', depth: 1 },
        ].map((place) => ({
          description: null,
          asset_id: '000-001',
          photo_url: null,
          item_count: 0,
          total_value: 0,
          sub_place_count: 0,
          ...place,
        })),
      });
    await renderRoutes('/browse');
    await select('Drill', 'Tent');
    fireEvent.click(action('Move to place'));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Place' });
    const choice = within(dialog).getByLabelText('Place');
    await within(dialog).findByRole('option', { name: /Shelf A/ });
    fireEvent.change(choice, { target: { value: 'p2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Moved (2 items).')).toBeTruthy();
    expect(sent).toEqual([{ item_ids: ['i2', 'i3'], set: { place_id: 'p2' } }]);
  });

  it('sets or clears the condition', async () => {
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Drill');
    fireEvent.click(action('Condition'));
    let dialog = await screen.findByRole('dialog', { name: 'Set Condition' });
    fireEvent.change(within(dialog).getByLabelText('Condition'), { target: { value: 'fair' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Condition set to fair (1 item).');
    await select('Tent');
    fireEvent.click(action('Condition'));
    dialog = await screen.findByRole('dialog', { name: 'Set Condition' });
    fireEvent.change(within(dialog).getByLabelText('Condition'), { target: { value: 'none' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Condition cleared (1 item).');
    expect(sent).toEqual([
      { item_ids: ['i2'], set: { condition: 'fair' } },
      { item_ids: ['i3'], set: { condition: null } },
    ]);
  });

  it('adds and removes tags, keeping each item’s others, and asks for a tag first', async () => {
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Desk lamp', 'Drill');
    fireEvent.click(action('Tags'));
    const dialog = await screen.findByRole('dialog', { name: 'Add or Remove Tags' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Name a tag to add or to remove.');
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Add tags'), {
      target: { value: 'garden, gift, garden' },
    });
    fireEvent.change(within(dialog).getByLabelText('Remove tags'), { target: { value: 'old' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Tags changed (2 items).');
    expect(sent).toEqual([
      { item_ids: ['i1', 'i2'], add_tags: ['garden', 'gift'], remove_tags: ['old'] },
    ]);
  });

  it('publishes and unpublishes the selected items', async () => {
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Desk lamp', 'Tent');
    fireEvent.click(action('Publish'));
    expect(await screen.findByText('2 items are now public.')).toBeTruthy();
    await select('Drill');
    fireEvent.click(action('Unpublish'));
    expect(await screen.findByText('1 item is now private.')).toBeTruthy();
    expect(sent).toEqual([
      { item_ids: ['i1', 'i3'], set: { is_public: true } },
      { item_ids: ['i2'], set: { is_public: false } },
    ]);
  });

  it('merges the selected items into the one chosen to keep', async () => {
    let sent: unknown = null;
    api.routes['POST /users/inventory/merge'] = (init) => {
      sent = JSON.parse(String(init?.body));
      return json(200, {
        item: { ...original[1], quantity: 4, tags: ['old', 'camping'] },
        deleted_ids: ['i1', 'i3'],
      });
    };
    await renderRoutes('/browse');
    await select('Desk lamp');
    expect(action('Merge')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Drill' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tent' }));
    fireEvent.click(action('Merge'));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Items' });
    // The first one picked is kept unless another is chosen.
    expect(within(dialog).getByRole('radio', { name: /Desk lamp/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: /Drill/ }));
    expect(
      within(dialog).getByText(
        /"Drill" stays with quantity 4 and 2 tags; .* the other 2 items are deleted/,
      ),
    ).toBeTruthy();
    listed = [{ ...original[1]!, quantity: 4 }];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge 3 Items' }));
    expect(await screen.findByText('3 items are now "Drill" (quantity 4).')).toBeTruthy();
    expect(sent).toEqual({ item_ids: ['i1', 'i2', 'i3'], keep_id: 'i2' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tent' })).toBeNull());
  });

  it('shows the server’s refusal of a merge and keeps the items', async () => {
    api.routes['POST /users/inventory/merge'] = () =>
      json(409, {
        detail:
          '"Tent" is lent, given or requested right now; finish that share before merging it.',
      });
    await renderRoutes('/browse');
    await select('Desk lamp', 'Tent');
    fireEvent.click(action('Merge'));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Items' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 Items' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/finish that share/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Still selected, nothing removed.
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Tent' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});

describe('Browse: bulk delete with undo', () => {
  it('hides the items at once; Undo brings them back and nothing is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Desk lamp', 'Tent');
    fireEvent.click(action('Delete'));
    expect(screen.queryByRole('link', { name: 'Tent' })).toBeNull();
    expect(screen.getByText('1 item')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Tent' })).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    expect(sent).toEqual([]);
  });

  it('sends the deletion once when the undo window has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Desk lamp', 'Tent');
    fireEvent.click(action('Delete'));
    await screen.findByText('2 items deleted');
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 500));
    expect(sent).toEqual([]);
    listed = [original[1]!];
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent).toEqual([{ item_ids: ['i1', 'i3'], delete: true }]);
    await waitFor(() => expect(screen.queryByText('2 items deleted')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tent' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    expect(sent).toHaveLength(1);
  });

  it('sends the deletion at once when the user leaves Browse, and only once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = bulkAnswers();
    const router = await renderRoutes('/browse');
    await select('Drill');
    fireEvent.click(action('Delete'));
    await act(() => router.navigate('/notifications'));
    await waitFor(() => expect(sent).toEqual([{ item_ids: ['i2'], delete: true }]));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    expect(sent).toHaveLength(1);
  });

  it('sends the deletion with a request that outlives the page when the page closes', async () => {
    const sent = bulkAnswers();
    await renderRoutes('/browse');
    await select('Drill');
    fireEvent.click(action('Delete'));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(sent).toEqual([{ item_ids: ['i2'], delete: true }]));
    const [, init] = api.callsTo('POST /users/inventory/bulk')[0]!;
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
    cleanup();
    expect(sent).toHaveLength(1);
  });

  it('shows the items again when the server refuses the deletion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.routes['POST /users/inventory/bulk'] = () =>
      json(404, {
        detail: 'Some of these items were not found in your inventory; nothing was changed.',
      });
    await renderRoutes('/browse');
    await select('Tent');
    fireEvent.click(action('Delete'));
    expect(screen.queryByRole('link', { name: 'Tent' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS + 100));
    expect(await screen.findByText('Could not delete the items')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tent' })).toBeTruthy();
  });
});
