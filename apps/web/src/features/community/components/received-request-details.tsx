import type { BorrowRequest } from '@circle/contract';
import { ItemPicture } from '@/components/items/item-picture';
import { formatDay } from '@/lib/sharing-dates';
import { cx } from '@/lib/cx';
import { expiryDisplay } from '../lib/request-expiry';

/** A received request as its owner weighs it: the item, who asked, return date, time left, message. */
export function ReceivedRequestDetails({ request }: { request: BorrowRequest }) {
  const expiry = expiryDisplay(request.days_until_expiry);
  return (
    <>
      <div className="share-dialog__item">
        <ItemPicture
          item={{
            item_name: request.item_name,
            item_category: request.item_category,
            image_url: request.item_image_url,
          }}
          className="share-dialog__thumb"
        />
        <div>
          <p className="share-dialog__item-name">{request.item_name}</p>
          <p className="muted small">
            {request.requester_name} asked on {formatDay(request.created_at)}
          </p>
        </div>
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>Return by</dt>
          <dd className="details__plain">
            {request.expected_return_date
              ? formatDay(request.expected_return_date)
              : 'Not specified'}
          </dd>
        </div>
        {expiry ? (
          <div className="details__row">
            <dt>Time to respond</dt>
            <dd className={cx('details__plain', `tone--${expiry.tone}`)}>{expiry.label}</dd>
          </div>
        ) : null}
      </dl>
      {request.message ? (
        <blockquote className="share__notes">
          <p>{request.message}</p>
        </blockquote>
      ) : null}
    </>
  );
}
