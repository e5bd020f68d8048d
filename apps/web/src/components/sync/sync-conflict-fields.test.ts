import { describe, expect, it } from 'vitest';
import { anItem } from '@/testing/fixtures';
import { conflictRows } from './sync-conflict-fields';

describe('conflictRows', () => {
  it('shows only the fields where this device and the server disagree', () => {
    const theirs = anItem({ location: 'Basement', notes: 'New hose', tags: ['garden'] });
    const rows = conflictRows(theirs, {
      item_name: theirs.item_name,
      location: 'Back porch',
      notes: null,
      tags: 'garden',
    });
    expect(rows).toEqual([
      { field: 'location', label: 'Location', mine: 'Back porch', theirs: 'Basement' },
      { field: 'notes', label: 'Notes', mine: '—', theirs: 'New hose' },
    ]);
  });
});
