// Which public receipts become photographs: only the dev half of receipts-public (its held-out
// half stays unseen), and of each source the six with the most labelled items among those that
// fit a till roll (5–45 lines of at most 48 characters), ties by id.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PER_SOURCE = 6;
const MAX_COLUMNS = 48;
const LINES = [5, 45];

export function selectReceipts(publicDir) {
  const { receipts } = JSON.parse(readFileSync(path.join(publicDir, 'receipts.json'), 'utf8'));
  const dev = new Set(JSON.parse(readFileSync(path.join(publicDir, 'split.json'), 'utf8')).dev);
  const bySource = new Map();
  for (const receipt of receipts) {
    if (!dev.has(receipt.id)) continue;
    const lines = receipt.full_text.split('\n');
    if (lines.length < LINES[0] || lines.length > LINES[1]) continue;
    if (Math.max(...lines.map((l) => l.length)) > MAX_COLUMNS) continue;
    if (!bySource.has(receipt.source)) bySource.set(receipt.source, []);
    bySource.get(receipt.source).push(receipt);
  }
  return [...bySource.keys()].sort().flatMap((source) =>
    bySource
      .get(source)
      .sort((a, b) => b.items.length - a.items.length || a.id.localeCompare(b.id))
      .slice(0, PER_SOURCE),
  );
}
