import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { chooseHousehold } from '@/lib/household-scope';
import { useAcceptInvitation } from '../lib/use-household-actions';
import '@/components/ui/card.css';
import '@/components/ui/form.css';
import '@/components/ui/page.css';

/**
 * Joining a household: from the invitation mail's link (its token in the address), or with the
 * 6-digit code the mail gives. Signed out, sign-in or sign-up comes first and brings the visitor
 * back here.
 */
export function JoinHouseholdScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const join = (input: { token: string } | { code: string }) => {
    setError(null);
    accept.mutate(input, {
      onSuccess: ({ household }) => {
        chooseHousehold(household.is_personal ? null : household.id);
        toast.success('Welcome!', `You joined ${household.name} as ${household.role}.`);
        void navigate('/browse', { replace: true });
      },
      onError: (caught) =>
        setError(refusalMessageOf(caught, 'The invitation could not be accepted; try again.')),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('The code has 6 digits.');
      return;
    }
    join({ code });
  };

  return (
    <>
      <StackHeader title="Join a household" backTo="/households" />
      <div className="page page--narrow">
        {token ? (
          <section className="section card" aria-labelledby="join-link-title">
            <h2 id="join-link-title" className="section__title">
              You are invited
            </h2>
            <p>
              Someone invited you to share their household&apos;s inventory. Join to see and add its
              items.
            </p>
            <Button size="lg" fullWidth loading={accept.isPending} onClick={() => join({ token })}>
              Join household
            </Button>
          </section>
        ) : null}
        <section className="section card" aria-labelledby="join-code-title">
          <h2 id="join-code-title" className="section__title">
            {token ? 'Or enter the code' : 'Enter your invitation code'}
          </h2>
          <form className="form" onSubmit={submitCode} noValidate>
            <TextField
              label="6-digit code from the invitation mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
                setError(null);
              }}
            />
            <Button
              type="submit"
              variant={token ? 'secondary' : 'primary'}
              loading={accept.isPending}
            >
              Join with code
            </Button>
          </form>
        </section>
        <FormAlert message={error} />
      </div>
    </>
  );
}
