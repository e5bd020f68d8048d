import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.js';
import { DomainEventBus, type ItemsChange } from '../../lib/domain-events.js';
import type { NewInventoryItem } from '../inventory/index.js';
import { ImportService } from './import.service.js';

/** An inventory that remembers the references it holds and what was written. */
function fakeInventory(known: string[] = []) {
  const written: NewInventoryItem[][] = [];
  return {
    written,
    existingImportRefs: async (_userId: string, refs: string[]) =>
      new Set(refs.filter((ref) => known.includes(ref))),
    insertImported: async (items: NewInventoryItem[]) => {
      written.push(items);
      return items.length;
    },
  };
}

const file = (text: string) => Buffer.from(text);
const run = (
  inventory: ReturnType<typeof fakeInventory>,
  text: string,
  extra = {},
  events = new DomainEventBus(),
) =>
  new ImportService({ inventory, clock: new ManualClock(), events, currency: 'USD' }).run(
    'owner-1',
    {
      file: file(text),
      format: 'auto',
      dryRun: false,
      ...extra,
    },
  );

describe('ImportService', () => {
  it('writes nothing on a dry run and counts what would be created', async () => {
    const inventory = fakeInventory(['r1']);
    const result = await run(inventory, 'ref,name\nr1,Lamp\nr2,Desk\n', { dryRun: true });
    expect(result).toMatchObject({ created: 1, skipped: 1, dry_run: true, errors: [] });
    expect(inventory.written).toEqual([]);
  });

  it('leaves out known references and repeats within the file, for the owner only', async () => {
    const inventory = fakeInventory(['r1']);
    const result = await run(inventory, 'ref,name\nr1,Lamp\nr2,Desk\nr2,Desk again\n,Chair\n');
    expect(result).toMatchObject({ created: 2, skipped: 2 });
    const [items] = inventory.written;
    expect(items!.map((item) => item.itemName)).toEqual(['Desk', 'Chair']);
    expect(items!.every((item) => item.userId === 'owner-1' && item.isVerified)).toBe(true);
    // The first row is the newest, so lists show the file's order.
    expect(items![0]!.createdAt!.getTime()).toBeGreaterThan(items![1]!.createdAt!.getTime());
  });

  it('stores rows without a reference under their fingerprint and occurrence, known ones left out', async () => {
    const sheet = 'name,value\nChair,20\nChair,20\nTable,90\n';
    const first = fakeInventory();
    expect(await run(first, sheet)).toMatchObject({ created: 3, skipped: 0 });
    const refs = first.written[0]!.map((item) => item.importRef!);
    expect(refs[0]).toMatch(/^row:[\w-]+:1$/);
    expect(refs[1]).toBe(refs[0]!.replace(/:1$/, ':2'));
    expect(refs[2]).toMatch(/:1$/);
    expect(new Set(refs).size).toBe(3);

    // The same rows again, re-saved with other spacing and number format: nothing new.
    const again = fakeInventory(refs);
    const resaved = 'Name , Value\n chair ,20.00\nCHAIR,20\nTable,"90,00"\n';
    expect(await run(again, resaved)).toMatchObject({ created: 0, skipped: 3 });
    // A third identical chair is new.
    const more = fakeInventory(refs);
    expect(await run(more, `${sheet}Chair,20\n`)).toMatchObject({ created: 1, skipped: 3 });
  });

  it('refuses a mapping that names a missing column or gives a role twice', async () => {
    const inventory = fakeInventory();
    await expect(run(inventory, 'a,b\nx,y\n', { mapping: { c: 'name' } })).rejects.toMatchObject({
      statusCode: 422,
      code: 'import_mapping_unknown_column',
    });
    await expect(
      run(inventory, 'a,b\nx,y\n', { mapping: { a: 'name', b: 'name' } }),
    ).rejects.toMatchObject({ code: 'import_mapping_repeated_role' });
  });

  it("announces the owner's new items, and nothing on a dry run or when nothing is new", async () => {
    const changes: ItemsChange[] = [];
    const events = new DomainEventBus();
    events.on('itemsChanged', (change) => void changes.push(change));
    await run(fakeInventory(), 'ref,name\nr1,Lamp\n', { dryRun: true }, events);
    await run(fakeInventory(['r1']), 'ref,name\nr1,Lamp\n', {}, events);
    expect(changes).toEqual([]);
    await run(fakeInventory(), 'ref,name\nr1,Lamp\nr2,Desk\n', {}, events);
    expect(changes).toEqual([{ ownerId: 'owner-1', itemIds: [], added: 2 }]);
  });
});
