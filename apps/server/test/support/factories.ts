import sharp from 'sharp';
import type { AnalyzedItem } from '../../src/adapters/ai/analyzer.js';
import { analyzedItem, type FakeAnalyzer } from './fake-analyzer.js';
import type { TestApp } from './test-app.js';
import { upload } from './upload.js';

let photo: Buffer | undefined;

/** An item in `auth`'s inventory, made through a real upload with a photo. */
export async function newItem(
  t: TestApp,
  analyzer: FakeAnalyzer,
  auth: Record<string, string>,
  overrides: Partial<AnalyzedItem> = {},
): Promise<{ id: string; item_name: string; source_file_id: string }> {
  photo ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  analyzer.next = async () => ({
    aiDescription: 'A photo.',
    items: [analyzedItem(overrides)],
    extractedText: null,
  });
  const response = await upload(t.app, auth, {
    file: { buffer: photo, filename: 'item.jpg' },
    content_type: 'image',
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().inventory_items[0];
}
