import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { uploadFile } from './upload-file';

vi.mock('@/lib/api-client', () => ({ apiClient: { upload: vi.fn() } }));

describe('uploadFile', () => {
  beforeEach(() => {
    vi.mocked(apiClient.upload).mockReset().mockResolvedValue({ id: 'file-1' });
  });

  it('sends the same Idempotency-Key on every attempt at one upload', async () => {
    const input = {
      file: new Blob(['drill'], { type: 'text/plain' }),
      filename: 'list.txt',
      idempotencyKey: 'upload-1-abc',
    };
    await uploadFile(input);
    await uploadFile(input);
    const calls = vi.mocked(apiClient.upload).mock.calls;
    expect(calls.map(([, options]) => options.headers)).toEqual([
      { 'Idempotency-Key': 'upload-1-abc' },
      { 'Idempotency-Key': 'upload-1-abc' },
    ]);
    const body = calls[0]![1].body;
    expect(body.get('content_type')).toBe('text');
  });

  it('sends no key when none is given', async () => {
    await uploadFile({ file: new Blob(['x']), filename: 'a.txt' });
    expect(vi.mocked(apiClient.upload).mock.calls[0]![1].headers).toBeUndefined();
  });
});
