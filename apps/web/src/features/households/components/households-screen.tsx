import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast/toast-store';
import { chooseHousehold } from '@/lib/household-scope';
import { ROLE_LABELS } from '../lib/household-text';
import { useCreateHousehold, useRenameHousehold } from '../lib/use-household-actions';
import { useCurrentHousehold } from '../lib/use-current-household';
import { HouseholdNameForm } from './household-name-form';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import '@/components/ui/card.css';
import '@/components/ui/form.css';
import '@/components/ui/page.css';
import '@/components/ui/empty-state.css';
import './households-screen.css';

/**
 * Households and members: which household the app works on, its members and roles, invitations,
 * and creating or renaming households.
 */
export function HouseholdsScreen() {
  const { household, households, isLoading } = useCurrentHousehold();
  const create = useCreateHousehold();
  const rename = useRenameHousehold();

  if (!household) {
    return (
      <>
        <StackHeader title="Households" backTo="/profile" />
        <div className="page page--narrow">
          {isLoading ? null : <EmptyState title="No household to show" />}
        </div>
      </>
    );
  }

  return (
    <>
      <StackHeader title="Households" backTo="/profile" />
      <div className="page page--narrow households-page">
        <section className="section card" aria-labelledby="household-title">
          <p className="muted small">The app shows</p>
          <h2 id="household-title" className="households-page__name">
            {household.name}
          </h2>
          <p className="muted small">
            You are {ROLE_LABELS[household.role].toLowerCase()} ·{' '}
            {household.member_count === 1 ? 'only you' : `${household.member_count} people`}
            {household.is_personal ? ' · your personal household' : ''}
          </p>
          {household.role === 'owner' ? (
            <HouseholdNameForm
              key={household.id}
              label="Household name"
              submitLabel="Rename"
              initial={household.name}
              busy={rename.isPending}
              onSubmit={(name, done) =>
                rename.mutate(
                  { id: household.id, name },
                  {
                    onSuccess: () => {
                      toast.success('Renamed', `The household is now called ${name}.`);
                      done();
                    },
                    onError: done,
                  },
                )
              }
            />
          ) : null}
        </section>

        <MembersSection household={household} />
        <InvitationsSection household={household} />

        <section className="section card" aria-labelledby="your-households-title">
          <h2 id="your-households-title" className="section__title">
            Your households
          </h2>
          <ul className="member-list">
            {households.map((entry) => (
              <li key={entry.id} className="member-row">
                <div className="member-row__who">
                  <p className="member-row__name">{entry.name}</p>
                  <p className="muted small">
                    {ROLE_LABELS[entry.role]} · {entry.member_count}{' '}
                    {entry.member_count === 1 ? 'person' : 'people'}
                  </p>
                </div>
                {entry.id === household.id ? (
                  <span className="badge badge--accent">
                    <Check size={12} aria-hidden /> Shown
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Show ${entry.name}`}
                    onClick={() => chooseHousehold(entry.is_personal ? null : entry.id)}
                  >
                    Show
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <HouseholdNameForm
            label="New household"
            submitLabel="Create household"
            busy={create.isPending}
            onSubmit={(name, done) =>
              create.mutate(name, {
                onSuccess: (created) => {
                  chooseHousehold(created.id);
                  toast.success('Household created', `${created.name} is yours; invite people.`);
                  done();
                },
                onError: done,
              })
            }
          />
          <p className="muted small">
            Got an invitation code? <Link to="/households/join">Join a household</Link>
          </p>
        </section>
      </div>
    </>
  );
}
