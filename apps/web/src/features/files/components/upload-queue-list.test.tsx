// @vitest-environment jsdom
import type { UploadResponse } from '@circle/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowseViewStore } from '@/lib/browse-view-store';
import type { UploadQueueEntry } from '../stores/upload-queue-store';
import { UploadQueueEntryRow } from './upload-queue-list';

function completed(itemIds: string[]): UploadQueueEntry {
  return {
    id: 'e1',
    file: { uri: 'blob:x', name: 'shelf.jpg', type: 'image/jpeg', size: 2048 },
    source: new Blob(['x']),
    description: '',
    allowDuplicate: false,
    status: 'completed',
    progress: 100,
    error: null,
    result: {
      analysis_status: 'completed',
      inventory_items: itemIds.map((id) => ({ id })),
    } as unknown as UploadResponse,
  };
}

afterEach(cleanup);

describe('a finished upload in the queue', () => {
  it('links to the one item found', () => {
    render(
      <MemoryRouter>
        <UploadQueueEntryRow entry={completed(['i1'])} place="sheet" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View item' }).getAttribute('href')).toBe('/item/i1');
  });

  it('links to the items by photo when several were found', () => {
    useBrowseViewStore.getState().reset();
    render(
      <MemoryRouter>
        <UploadQueueEntryRow entry={completed(['i1', 'i2', 'i3'])} place="sheet" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View items' });
    expect(link.getAttribute('href')).toBe('/browse');
    fireEvent.click(link);
    expect(useBrowseViewStore.getState().viewMode).toBe('relationship');
  });
});
