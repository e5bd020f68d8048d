import { householdNameSchema } from '@circle/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { refusalMessageOf } from '@/lib/api-errors';

/** One name field and its button: creating a household or renaming one. */
export function HouseholdNameForm({
  label,
  submitLabel,
  initial = '',
  busy,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  onSubmit: (name: string, done: (error?: unknown) => void) => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = householdNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data, (failure) => {
      if (failure) setError(refusalMessageOf(failure, 'That did not work; try again.'));
      else if (!initial) setName('');
    });
  };
  return (
    <form className="form household-name-form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={name}
        maxLength={100}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
