// @vitest-environment jsdom
import type { FileRecord } from '@circle/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FileDetailsBody } from './file-details-body';

function aFile(overrides: Partial<FileRecord>): FileRecord {
  return {
    id: 'f1',
    user_id: 'u1',
    filename: 'receipt.pdf',
    file_type: 'application/pdf',
    content_type: 'text',
    file_size: 48_000,
    width: null,
    height: null,
    description: null,
    location: null,
    ai_description: 'A receipt from Harbor Home Store listing 3 items.',
    text_content: 'Desk lamp   $29.99',
    text_content_truncated: false,
    storage_url: '/files/u1/f1.pdf?exp=1&sig=x',
    storage_url_expires_at: '2026-01-01T10:00:00Z',
    thumbnail_url: null,
    analysis_status: 'completed',
    analysis_error: null,
    item_count: 0,
    created_at: '2026-01-01T09:00:00Z',
    updated_at: '2026-01-01T09:00:00Z',
    ...overrides,
  };
}

function renderBody(file: FileRecord) {
  render(
    <MemoryRouter>
      <FileDetailsBody
        file={file}
        items={[]}
        loadError={null}
        onEnlarge={() => {}}
        onSrcChange={() => {}}
        onAddItem={() => {}}
      />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("a file's details", () => {
  it('open a PDF in a new tab, with the text read from it', () => {
    renderBody(aFile({}));
    const link = screen.getByRole('link', { name: 'Open PDF' });
    expect(link.getAttribute('href')).toBe('/files/u1/f1.pdf?exp=1&sig=x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Desk lamp $29.99')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offer no PDF link for a typed text document', () => {
    renderBody(aFile({ filename: 'list.txt', file_type: 'text/plain' }));
    expect(screen.queryByRole('link', { name: 'Open PDF' })).toBeNull();
  });
});
