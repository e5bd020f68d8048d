import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OutboxEntry } from '@/lib/offline/outbox-types';
import { useSyncStatus } from '@/lib/offline/sync-status-store';
import { conflictRows } from './sync-conflict-fields';
import './sync-conflict-dialog.css';

function ConflictCard({ entry }: { entry: OutboxEntry }) {
  const actions = useSyncStatus((state) => state.actions);
  if (entry.op.kind !== 'update' || !entry.theirs) return null;
  const rows = conflictRows(entry.theirs, entry.op.changes);
  const titleId = `conflict-${entry.id}`;
  return (
    <section className="sync-conflict" aria-labelledby={titleId}>
      <h3 id={titleId} className="sync-conflict__title">
        {entry.theirs.item_name}
      </h3>
      {rows.length === 0 ? (
        <p className="muted small">Both versions now read the same.</p>
      ) : (
        <table className="sync-conflict__table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your version</th>
              <th scope="col">Changed elsewhere</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                <td>{row.mine}</td>
                <td>{row.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="sync-conflict__actions">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void actions?.resolveConflict(entry.id, 'theirs')}
        >
          Keep the other version
        </Button>
        <Button size="sm" onClick={() => void actions?.resolveConflict(entry.id, 'mine')}>
          Keep your version
        </Button>
      </div>
    </section>
  );
}

/** Each item changed both here and elsewhere, both versions side by side, and the choice. */
export function SyncConflictDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const entries = useSyncStatus((state) => state.entries);
  const conflicts = entries.filter((entry) => entry.status === 'conflict');
  const shown = open && conflicts.length > 0;
  return (
    <Dialog
      open={shown}
      onOpenChange={onOpenChange}
      title="Changed in two places"
      description="These items changed elsewhere while you edited them offline. Choose which version to keep."
      variant="sheet"
      closeLabel="Close"
    >
      {conflicts.map((entry) => (
        <ConflictCard key={entry.id} entry={entry} />
      ))}
    </Dialog>
  );
}
