import { describe, expect, it, vi } from 'vitest';
import type { Tx } from '../db/database.js';
import { DomainEventBus, type DomainEventName, type EventRelay } from './domain-events.js';

const change = { ownerId: 'owner-1', itemIds: ['item-1'] };

function recordingRelay() {
  const published: { name: DomainEventName; event: unknown }[] = [];
  const relay: EventRelay = {
    publish: (name, event) => void published.push({ name, event }),
    close: async () => undefined,
  };
  return { relay, published };
}

describe('DomainEventBus', () => {
  it('runs both kinds of subscriber for a change made here, each with the event', async () => {
    const bus = new DomainEventBus();
    const here = vi.fn();
    const everywhere = vi.fn();
    bus.on('itemsChanged', here);
    bus.onEveryProcess('itemsChanged', everywhere);
    await bus.emit('itemsChanged', change);
    expect(here).toHaveBeenCalledWith(change);
    expect(everywhere).toHaveBeenCalledWith(change);
  });

  it('runs only the every-process subscribers for a change made in another process', async () => {
    const bus = new DomainEventBus();
    const here = vi.fn();
    const everywhere = vi.fn();
    bus.on('visibilityChanged', here);
    bus.onEveryProcess('visibilityChanged', everywhere);
    await bus.receive('visibilityChanged', change);
    expect(here).not.toHaveBeenCalled();
    expect(everywhere).toHaveBeenCalledWith(change);
  });

  it('keeps events apart by name', async () => {
    const bus = new DomainEventBus();
    const items = vi.fn();
    bus.on('itemsChanged', items);
    await bus.emit('visibilityChanged', change);
    expect(items).not.toHaveBeenCalled();
  });

  it('hands every change made here to the relay, and none received from it', async () => {
    const bus = new DomainEventBus();
    const { relay, published } = recordingRelay();
    bus.relayThrough(relay);
    await bus.emit('itemsChanged', change);
    await bus.receive('itemsChanged', { ownerId: 'other', itemIds: [] });
    expect(published).toEqual([{ name: 'itemsChanged', event: change }]);
  });

  it('logs a failing subscriber or relay and still runs the others', async () => {
    const error = vi.fn();
    const warn = vi.fn();
    const bus = new DomainEventBus({ log: { error, warn } as never });
    const after = vi.fn();
    bus.onEveryProcess('itemsChanged', () => {
      throw new Error('cache gone');
    });
    bus.on('itemsChanged', async () => {
      throw new Error('database gone');
    });
    bus.on('itemsChanged', after);
    bus.relayThrough({
      publish: () => {
        throw new Error('redis gone');
      },
      close: async () => undefined,
    });
    await expect(bus.emit('itemsChanged', change)).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledWith(change);
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('runs stored subscribers inside the transaction and the rest only once it committed', async () => {
    const bus = new DomainEventBus();
    const steps: string[] = [];
    const tx = {} as Tx;
    bus.onStored('itemsChanged', async (_event, given) => {
      steps.push(given === tx ? 'stored in tx' : 'stored alone');
      return () => void steps.push('after commit');
    });
    bus.on('itemsChanged', () => void steps.push('here'));
    const announce = await bus.record(tx, 'itemsChanged', change);
    expect(steps).toEqual(['stored in tx']);
    await announce();
    expect(steps).toEqual(['stored in tx', 'after commit', 'here']);
    steps.length = 0;
    await bus.emit('itemsChanged', change);
    expect(steps).toEqual(['stored alone', 'after commit', 'here']);
  });

  it('fails the recording change when a stored subscriber fails', async () => {
    const bus = new DomainEventBus();
    bus.onStored('itemsChanged', async () => {
      throw new Error('no notification, no change');
    });
    await expect(bus.record({} as Tx, 'itemsChanged', change)).rejects.toThrow('no notification');
  });
});
