import type { Contact } from '@circle/contract';
import { cx } from '@/lib/cx';
import { contactInitials } from '../lib/contacts';

interface RecentContactsProps {
  contacts: readonly Contact[];
  /** The e-mail typed so far: its contact shows as chosen. */
  email: string;
  onPick: (email: string) => void;
}

/** Chips of the people shared with most recently; one fills in the notify e-mail. */
export function RecentContacts({ contacts, email, onPick }: RecentContactsProps) {
  return (
    <div className="recent-contacts">
      <p className="recent-contacts__title">Recent contacts</p>
      <div className="chip-row chip-row--wrap" role="group" aria-label="Recent contacts">
        {contacts.map((contact) => (
          <button
            key={contact.email}
            type="button"
            className={cx('contact-chip', email.trim() === contact.email && 'contact-chip--active')}
            aria-label={`Use ${contact.name ? `${contact.name}, ` : ''}${contact.email}`}
            aria-pressed={email.trim() === contact.email}
            onClick={() => onPick(contact.email)}
          >
            <span className="contact-chip__initials" aria-hidden="true">
              {contactInitials(contact)}
            </span>
            <span className="contact-chip__text">{contact.name || contact.email}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
