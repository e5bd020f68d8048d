// @vitest-environment jsdom
import { webcrypto } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/lib/session-store';
import { installFetchRouter, json, renderScreen } from '@/testing';
import { useUploadQueueStore } from '../stores/upload-queue-store';
import { UploadScreen } from './upload-screen';

/** Uploads that never answer: the queue stays visible as it is. */
class PendingXhr {
  static sent: PendingXhr[] = [];
  upload = { onprogress: null, onload: null };
  timeout = 0;
  responseType = '';
  open() {}
  setRequestHeader() {}
  send() {
    PendingXhr.sent.push(this);
  }
  abort() {}
}

function renderUpload() {
  return renderScreen([{ path: '/upload', element: <UploadScreen /> }], '/upload');
}

const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('gallery-input'), { target: { files } });

/** The duplicate check's answer: nothing uploaded before, or this earlier file. */
let earlierUpload: { filename: string; created_at: string } | null = null;
const checkedHashes: string[] = [];

beforeEach(() => {
  PendingXhr.sent = [];
  earlierUpload = null;
  checkedHashes.length = 0;
  vi.stubGlobal('XMLHttpRequest', PendingXhr);
  // jsdom's crypto has no digest; the browser's and Node's have.
  vi.stubGlobal('crypto', webcrypto);
  installFetchRouter({
    'GET /users/files/by-hash/:hash': (_init, url) => {
      checkedHashes.push(url.pathname.split('/').pop() ?? '');
      return json(200, { duplicate_of: earlierUpload });
    },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  useSessionStore.setState({ authToken: 'token' });
  useUploadQueueStore.getState().reset();
  useToastStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Upload screen', () => {
  it('lists the picked files with their sizes, and queues them with Quick Upload', async () => {
    await renderUpload();
    pick([
      new File([new Uint8Array(2048)], 'desk.jpg', { type: 'image/jpeg' }),
      new File(['a,b'], 'list.csv', { type: 'text/csv' }),
    ]);
    const selected = screen.getByRole('list', { name: 'Selected files' });
    expect(within(selected).getByText('desk.jpg')).toBeTruthy();
    expect(within(selected).getByText('2 KB')).toBeTruthy();
    expect(within(selected).getByText('3 Bytes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quick Upload' }));
    await waitFor(() => expect(useUploadQueueStore.getState().entries).toHaveLength(2));
    const entries = useUploadQueueStore.getState().entries;
    expect(checkedHashes).toHaveLength(2);
    expect(checkedHashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(entries.map((entry) => entry.file.name)).toEqual(['desk.jpg', 'list.csv']);
    expect(screen.queryByRole('list', { name: 'Selected files' })).toBeNull();
    // Both start at once (two at a time), in the background (the runner's code loads first).
    await waitFor(() => expect(PendingXhr.sent).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Upload queue' })).toBeTruthy();
    expect(screen.getAllByText(/Uploading\.\.\. 0%/)).toHaveLength(2);
  });

  it('asks for a description before "Upload with Description", then sends it', async () => {
    await renderUpload();
    pick([new File(['x'], 'shelf.png', { type: 'image/png' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload with Description' }));
    expect(useUploadQueueStore.getState().entries).toHaveLength(0);
    const field = screen.getByLabelText('Add Description (Optional)');
    expect(field.getAttribute('placeholder')).toBe("Describe what's in this photo...");
    fireEvent.change(field, { target: { value: 'Top shelf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload with Description' }));
    await waitFor(() =>
      expect(useUploadQueueStore.getState().entries[0]?.description).toBe('Top shelf'),
    );
  });

  it('asks before uploading the same file again, and sends it only when told to', async () => {
    earlierUpload = { filename: 'shelf.png', created_at: '2026-11-21T09:00:00Z' };
    await renderUpload();
    pick([new File(['x'], 'shelf.png', { type: 'image/png' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Quick Upload' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You uploaded this on 21 Nov — upload again?');
    fireEvent.click(within(dialog).getByRole('button', { name: "Don't Upload" }));
    expect(useUploadQueueStore.getState().entries).toHaveLength(0);
    expect(screen.getByText('1 file selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quick Upload' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Upload Again' }),
    );
    await waitFor(() => expect(useUploadQueueStore.getState().entries).toHaveLength(1));
    expect(useUploadQueueStore.getState().entries[0]?.allowDuplicate).toBe(true);
  });

  it('Discard empties the selection; unsupported files are left out', async () => {
    await renderUpload();
    pick([
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'b.doc', { type: 'application/msword' }),
    ]);
    expect(screen.getByRole('alert').textContent).toMatch(/left out/);
    expect(screen.getByText('1 file selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('1 file selected')).toBeNull();
  });

  it('takes files dropped on the page or pasted, and names what it leaves out with the limit', async () => {
    await renderUpload();
    const huge = new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 25 * 1024 * 1024 });
    const photo = new File(['x'], 'drop.png', { type: 'image/png' });
    fireEvent.drop(window, { dataTransfer: { types: ['Files'], files: [photo, huge] } });
    expect(screen.getByText('1 file selected')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'huge.jpg left out: files can be at most 20 MB.',
    );
    const pasted = new File(['y'], 'screenshot.png', { type: 'image/png' });
    fireEvent.paste(window, { clipboardData: { files: [pasted] } });
    expect(screen.getByText('2 files selected')).toBeTruthy();
  });
});
