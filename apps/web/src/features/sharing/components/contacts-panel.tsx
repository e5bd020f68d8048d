import type { Contact } from '@circle/contract';
import { ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { refusalMessageOf } from '@/lib/api-errors';
import { useSharingContacts } from '../api/get-sharing-contacts';
import { contactInitials, lastSharedLabel, timesSharedLabel } from '../lib/contacts';
import { formatDay } from '@/lib/sharing-dates';
import { SHARING_DEFAULTS } from '@/lib/sharing-messages';
import { useNow } from '@/hooks/use-now';
import '@/components/ui/dialog.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/filter-sheet.css';
import './contacts-panel.css';

export const CONTACTS_TEXTS = {
  errorTitle: 'Failed to Load Contacts',
  emptyTitle: 'No Sharing Contacts',
  emptyMessage: 'Your frequent sharing partners will appear here after you share items with them.',
  detailsTitle: 'Contact Details',
  noName: 'No name provided',
} as const;

function ContactDetailsDialog({
  contact,
  onClose,
}: {
  contact: Contact | null;
  onClose: () => void;
}) {
  const now = new Date(useNow(60_000));
  return (
    <Dialog
      open={contact !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={CONTACTS_TEXTS.detailsTitle}
      closeLabel="Close contact details"
    >
      {contact ? (
        <div className="contact-details">
          <span className="contact-avatar contact-avatar--lg" aria-hidden="true">
            {contactInitials(contact)}
          </span>
          <dl className="details">
            <div className="details__row">
              <dt>Email</dt>
              <dd className="details__plain">{contact.email}</dd>
            </div>
            <div className="details__row">
              <dt>Name</dt>
              <dd className="details__plain">{contact.name || CONTACTS_TEXTS.noName}</dd>
            </div>
            <div className="details__row">
              <dt>Times shared</dt>
              <dd className="details__plain">{contact.times_shared}</dd>
            </div>
            <div className="details__row">
              <dt>Last shared</dt>
              <dd className="details__plain">
                {formatDay(contact.last_shared)} ({lastSharedLabel(contact.last_shared, now)})
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Contacts tab (spec §2 "Contacts list"): the people the user shared with. */
export function ContactsPanel() {
  const query = useSharingContacts();
  const [open, setOpen] = useState<Contact | null>(null);
  const now = new Date(useNow(60_000));

  if (query.isPending) {
    return (
      <div className="stack" role="status" aria-busy="true" aria-label="Loading contacts">
        {[0, 1, 2].map((index) => (
          <div key={index} className="contact-row contact-row--skeleton" aria-hidden="true">
            <span className="contact-avatar skeleton" />
            <span className="contact-row__text">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={CONTACTS_TEXTS.errorTitle}
        message={refusalMessageOf(query.error, SHARING_DEFAULTS.loadContacts)}
        retryLabel="Retry"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const contacts = query.data.contacts;
  if (contacts.length === 0) {
    return (
      <EmptyState
        icon={<Users size={36} aria-hidden />}
        title={CONTACTS_TEXTS.emptyTitle}
        message={CONTACTS_TEXTS.emptyMessage}
      />
    );
  }
  return (
    <>
      <p className="results-count">
        {contacts.length} {contacts.length === 1 ? 'contact' : 'contacts'}
      </p>
      <ul className="contact-list">
        {contacts.map((contact) => (
          <li key={contact.email}>
            <button
              type="button"
              className="contact-row"
              onClick={() => setOpen(contact)}
              aria-haspopup="dialog"
            >
              <span className="contact-avatar" aria-hidden="true">
                {contactInitials(contact)}
              </span>
              <span className="contact-row__text">
                <span className="contact-row__name">{contact.name || contact.email}</span>
                {contact.name ? <span className="contact-row__email">{contact.email}</span> : null}
                <span className="contact-row__meta">
                  {timesSharedLabel(contact.times_shared)} · Last shared:{' '}
                  {lastSharedLabel(contact.last_shared, now)}
                </span>
              </span>
              <ChevronRight size={18} aria-hidden className="contact-row__chevron" />
            </button>
          </li>
        ))}
      </ul>
      <ContactDetailsDialog contact={open} onClose={() => setOpen(null)} />
    </>
  );
}
