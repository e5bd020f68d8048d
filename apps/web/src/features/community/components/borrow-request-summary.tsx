import type { PublicItem } from '@circle/contract';
import { Handshake } from 'lucide-react';
import { SignedImage } from '@/components/images/signed-image';

/** The item asked for, its owner, and the request type (always Borrow). */
export function BorrowRequestSummary({ item }: { item: PublicItem }) {
  return (
    <>
      <div className="share-dialog__item">
        <SignedImage
          src={item.image_url}
          alt={item.item_name}
          className="share-dialog__thumb"
          compact
        />
        <div>
          <p className="share-dialog__item-name">{item.item_name}</p>
          <p className="muted small">Owned by {item.owner_name}</p>
        </div>
      </div>

      <div className="field">
        <span className="field__label">Request type</span>
        <span className="chip chip--accent">
          <Handshake size={14} aria-hidden /> Borrow
        </span>
      </div>
    </>
  );
}
