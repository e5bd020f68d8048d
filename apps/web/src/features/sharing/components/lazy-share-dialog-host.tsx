import { lazy, Suspense } from 'react';
import { useShareDialogStore } from '@/lib/share-dialog-store';

const ShareDialogHost = lazy(async () => ({
  default: (await import('./share-dialog')).ShareDialogHost,
}));

/** The share sheet's code (form, contacts, links) loads when an item is first shared. */
export function LazyShareDialogHost() {
  const requested = useShareDialogStore((state) => state.item !== null);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialogHost />
    </Suspense>
  );
}
