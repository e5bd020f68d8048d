import type { PublicShareView } from '@circle/contract';
import { Gift, Handshake, MapPin, UserRound } from 'lucide-react';
import { categoryIcon, categoryLabel } from '@/lib/item-display';
import { formatMoney } from '@/lib/format-money';
import { formatDay } from '@/lib/sharing-dates';
import { sharingTypeLabels } from '../lib/sharing-labels';

/** What a share link offers: the item's picture and facts, who shares it, and their notes. */
export function ShareDetails({ share }: { share: PublicShareView }) {
  const labels = sharingTypeLabels(share.sharing_type);
  const TypeIcon = share.sharing_type === 'DONATE' ? Gift : Handshake;
  const CategoryIcon = categoryIcon(share.item.category, share.item.name);
  const facts: Array<[string, string | null | undefined]> = [
    ['Category', share.item.category ? categoryLabel(share.item.category) : null],
    ['Condition', share.item.condition ? categoryLabel(share.item.condition) : null],
    [
      'Estimated value',
      share.item.estimated_value == null ? null : formatMoney(share.item.estimated_value),
    ],
    ['Sharing type', labels.purpose],
    [
      'Expected return',
      share.sharing_type === 'BORROW' && share.expected_return_date
        ? formatDay(share.expected_return_date)
        : null,
    ],
  ];
  return (
    <>
      {share.item.image_url ? (
        <img className="share__image" src={share.item.image_url} alt={share.item.name} />
      ) : (
        <div
          className="share__image share__image--empty item-picture--icon"
          role="img"
          aria-label={`${categoryLabel(share.item.category)}: no picture of ${share.item.name}`}
        >
          <CategoryIcon size={56} aria-hidden />
        </div>
      )}
      <span className="chip chip--accent">
        <TypeIcon size={14} aria-hidden /> {labels.purpose}
      </span>
      <h1 className="share__title">{share.item.name}</h1>
      {share.item.description ? <p className="muted">{share.item.description}</p> : null}
      <dl className="details">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="share__owner">
        <UserRound size={18} aria-hidden />
        <span>
          Shared by <strong>{share.owner.name || 'a Circle member'}</strong>
        </span>
        {share.owner.approximate_location ? (
          <span className="muted nowrap">
            <MapPin size={14} aria-hidden /> {share.owner.approximate_location}
          </span>
        ) : null}
      </div>
      {share.notes ? (
        <blockquote className="share__notes">
          <p>{share.notes}</p>
        </blockquote>
      ) : null}
    </>
  );
}
