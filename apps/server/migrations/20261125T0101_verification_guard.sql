-- Limits on verification codes that hold across resends, new tokens, processes and restarts.
-- The subject is the account id, or for the decoy tokens of unknown addresses a hash of the
-- address, so that limits answer the same whether an account exists or not.
CREATE TABLE verification_events (
  id uuid PRIMARY KEY,
  subject text NOT NULL,
  purpose_group text NOT NULL CHECK (purpose_group IN ('email_verification', 'email_change', 'password_reset')),
  kind text NOT NULL CHECK (kind IN ('code_attempt', 'code_mail')),
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_events_window_idx
  ON verification_events (subject, purpose_group, kind, created_at);
CREATE INDEX verification_events_created_at_idx ON verification_events (created_at);

CREATE TABLE verification_locks (
  subject text NOT NULL,
  purpose_group text NOT NULL,
  locked_until timestamptz NOT NULL,
  PRIMARY KEY (subject, purpose_group)
);

ALTER TABLE verification_tokens ADD COLUMN subject text;
CREATE INDEX verification_tokens_subject_idx
  ON verification_tokens (subject, purpose) WHERE consumed_at IS NULL;
