import type { InventoryItem } from '@circle/contract';
import { Globe, HandHelping, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/**
 * Spec §4 "Ownership banner". Borrowed and lent states come with sharing (sharing_info); until
 * then an owned item is "Your Item" (its Share Item action arrives with sharing and is not shown
 * yet) or a "Public Item" with the action Make Private.
 */
export function OwnershipBanner({
  item,
  onMakePrivate,
  busy = false,
}: {
  item: InventoryItem;
  onMakePrivate: () => void;
  busy?: boolean;
}) {
  const sharing = item.sharing_info;
  if (sharing?.is_borrowed) {
    const due = sharing.borrow_expected_return;
    const overdue = due ? new Date(due).getTime() < Date.now() : false;
    return (
      <section className="ownership-banner ownership-banner--info" aria-label="Ownership">
        <HandHelping size={22} aria-hidden className="ownership-banner__icon" />
        <div className="ownership-banner__text">
          <p className="ownership-banner__title">
            Borrowed{sharing.borrowed_from_name ? ` from ${sharing.borrowed_from_name}` : ''}
          </p>
          {due ? (
            <p className="ownership-banner__subtitle">
              {overdue ? 'Overdue since' : 'Due'} {formatDate(due)}
            </p>
          ) : null}
        </div>
      </section>
    );
  }
  if (item.is_public) {
    return (
      <section className="ownership-banner ownership-banner--accent" aria-label="Ownership">
        <Globe size={22} aria-hidden className="ownership-banner__icon" />
        <div className="ownership-banner__text">
          <p className="ownership-banner__title">Public Item</p>
          <p className="ownership-banner__subtitle">Others can find it in Discover.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onMakePrivate} disabled={busy}>
          Make Private
        </Button>
      </section>
    );
  }
  return (
    <section className="ownership-banner" aria-label="Ownership">
      <ShieldCheck size={22} aria-hidden className="ownership-banner__icon" />
      <div className="ownership-banner__text">
        <p className="ownership-banner__title">Your Item</p>
        <p className="ownership-banner__subtitle">
          {item.is_shareable ? 'Ready to share' : 'Private'}
        </p>
      </div>
    </section>
  );
}
