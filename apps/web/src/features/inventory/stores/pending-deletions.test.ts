import { aHandAddedItem } from '@/testing/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ items: [], updated: 0, deleted: 1 });
vi.mock('../api/bulk-inventory-items', () => ({
  bulkInventoryItems: (request: unknown) => {
    sent.push(request);
    return answer();
  },
}));

const { UNDO_DELETE_MS, usePendingDeletions } = await import('./pending-deletions');

const lamp = aHandAddedItem({ id: 'i1', item_name: 'Lamp' });
const tent = aHandAddedItem({ id: 'i2', item_name: 'Tent' });

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  answer = () => Promise.resolve({ items: [], updated: 0, deleted: 1 });
});
afterEach(() => {
  usePendingDeletions.setState({ pending: [], hiddenIds: new Set() });
  vi.useRealTimers();
});

describe('bulk deletions waiting out their undo window', () => {
  it('hides the items, sends once after the window, and never again', async () => {
    const onDeleted = vi.fn();
    const store = usePendingDeletions.getState();
    const id = store.schedule([lamp, tent], { onDeleted, onFailed: vi.fn() });
    expect([...usePendingDeletions.getState().hiddenIds]).toEqual(['i1', 'i2']);
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ item_ids: ['i1', 'i2'], delete: true }]);
    expect(onDeleted).toHaveBeenCalledWith([lamp, tent]);
    // Too late to undo; committing again (leaving the page) sends nothing more.
    expect(usePendingDeletions.getState().undo(id)).toBe(false);
    usePendingDeletions.getState().commit(id);
    usePendingDeletions.getState().commitAll();
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS);
    expect(sent).toHaveLength(1);
    expect(usePendingDeletions.getState().hiddenIds.size).toBe(0);
  });

  it('undo takes the deletion back before anything is sent', async () => {
    const id = usePendingDeletions.getState().schedule([lamp], {
      onDeleted: vi.fn(),
      onFailed: vi.fn(),
    });
    expect(usePendingDeletions.getState().undo(id)).toBe(true);
    expect(usePendingDeletions.getState().hiddenIds.size).toBe(0);
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2);
    usePendingDeletions.getState().commitAll();
    expect(sent).toEqual([]);
  });

  it('sends every waiting deletion at once on commitAll, and shows the items again on a refusal', async () => {
    answer = () => Promise.reject(new Error('refused'));
    const onFailed = vi.fn();
    usePendingDeletions.getState().schedule([lamp], { onDeleted: vi.fn(), onFailed });
    usePendingDeletions.getState().schedule([tent], { onDeleted: vi.fn(), onFailed });
    usePendingDeletions.getState().commitAll();
    expect(sent).toEqual([
      { item_ids: ['i1'], delete: true },
      { item_ids: ['i2'], delete: true },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledTimes(2);
    expect(usePendingDeletions.getState().hiddenIds.size).toBe(0);
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2);
    expect(sent).toHaveLength(2);
  });
});
