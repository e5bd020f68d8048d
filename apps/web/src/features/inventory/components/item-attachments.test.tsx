// @vitest-environment jsdom
import type { Attachment } from '@circle/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const attachment = (overrides: Partial<Attachment>): Attachment => ({
  id: 'a1',
  kind: 'manual',
  file_name: 'Manual.pdf',
  content_type: 'application/pdf',
  size_bytes: 204_800,
  url: '/files/u/a1.pdf?sig=1',
  thumbnail_url: null,
  from_source_file: false,
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

const manual = attachment({});
const receipt = attachment({
  id: 'f1',
  kind: 'receipt',
  file_name: 'receipt.pdf',
  url: '/files/u/f1.pdf?sig=2',
  from_source_file: true,
});
const photo = attachment({
  id: 'a2',
  kind: 'photo',
  file_name: 'photo.jpg',
  content_type: 'image/jpeg',
  url: '/files/u/a2.jpg?sig=3',
  thumbnail_url: '/files/u/a2-thumb.jpg?sig=3',
});
const item = aHandAddedItem({ asset_id: '000-142', attachments: [receipt, manual, photo] });

let api: FetchRouter;

beforeEach(() => {
  resetDevice();
  signIn();
  api = installFetchRouter({
    'GET /auth/me': () => json(200, aUser({ id: 'u-bob', email: 'bob@example.com' })),
    'GET /users/inventory/i1': () => json(200, item),
    'DELETE /users/inventory/i1/attachments/a1': () => new Response(null, { status: 204 }),
    'POST /users/inventory/i1/attachments': () =>
      json(201, attachment({ id: 'a3', kind: 'warranty', file_name: 'warranty.pdf' })),
    'PUT /users/inventory/i1/picture': () => json(200, { ...item, image_url: '/files/new.jpg' }),
    'POST /labels': () =>
      new Response(new Blob(['%PDF-1.3']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="circle-labels.pdf"',
        },
      }),
  });
  vi.stubGlobal('scrollTo', vi.fn());
  URL.createObjectURL = vi.fn(() => 'blob:labels');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = async () =>
  screen.findByRole('region', { name: 'Attachments' }).then((region) => within(region));

describe('ItemDetail: attachments', () => {
  it('opens from a label’s address and lists the files, each opening in a new tab', async () => {
    await renderRoutes('/items/i1');
    const files = await section();
    const link = files.getByRole('link', { name: 'Manual.pdf' });
    expect(link.getAttribute('href')).toBe(manual.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(files.getByRole('link', { name: 'receipt.pdf' })).toBeTruthy();
    expect(files.getByText(/the upload it was read from/)).toBeTruthy();
    // The upload the item was read from is removed in Files, not here.
    expect(files.queryByRole('button', { name: 'Remove receipt.pdf' })).toBeNull();
    expect(screen.getByText('#000-142')).toBeTruthy();
  });

  it('removes a file after asking', async () => {
    await renderRoutes('/item/i1');
    const files = await section();
    fireEvent.click(files.getByRole('button', { name: 'Remove Manual.pdf' }));
    const dialog = await screen
      .findByRole('alertdialog', { name: 'Remove attachment?' })
      .catch(() => screen.findByRole('dialog', { name: 'Remove attachment?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /users/inventory/i1/attachments/a1')).toHaveLength(1),
    );
    await waitFor(() => expect(api.callsTo('GET /users/inventory/i1').length).toBeGreaterThan(1));
  });

  it('attaches a file with its kind', async () => {
    await renderRoutes('/item/i1');
    const files = await section();
    fireEvent.change(files.getByLabelText('Kind'), { target: { value: 'warranty' } });
    const file = new File(['%PDF-1.4'], 'warranty.pdf', { type: 'application/pdf' });
    fireEvent.change(files.getByLabelText('File to attach'), { target: { files: [file] } });
    await waitFor(() =>
      expect(api.callsTo('POST /users/inventory/i1/attachments')).toHaveLength(1),
    );
    const body = api.callsTo('POST /users/inventory/i1/attachments')[0]![1]!.body as FormData;
    expect(body.get('kind')).toBe('warranty');
    expect((body.get('file') as File).name).toBe('warranty.pdf');
  });

  it('makes one of its photos the main picture', async () => {
    await renderRoutes('/item/i1');
    fireEvent.click(await screen.findByRole('button', { name: 'Change picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change picture' });
    // Only images are offered.
    expect(within(dialog).getAllByRole('button', { name: /^Use / })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use photo.jpg' }));
    await waitFor(() => expect(api.callsTo('PUT /users/inventory/i1/picture')).toHaveLength(1));
    const init = api.callsTo('PUT /users/inventory/i1/picture')[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ attachment_id: 'a2' });
  });

  it('prints its label on the chosen sheet', async () => {
    await renderRoutes('/item/i1');
    fireEvent.click(await screen.findByRole('button', { name: 'Print label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /US Letter/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the PDF' }));
    await waitFor(() => expect(api.callsTo('POST /labels')).toHaveLength(1));
    const init = api.callsTo('POST /labels')[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({
      item_ids: ['i1'],
      place_ids: [],
      layout: 'letter-3x10',
    });
  });
});
