-- Verification limits per client as well as per account: one client's wrong codes or code
-- requests no longer lock or use up everyone's, and a client's new token supersedes only its own.
-- Rows from before count as no particular client ('' / NULL).
ALTER TABLE verification_events ADD COLUMN client_key text NOT NULL DEFAULT '';
CREATE INDEX verification_events_client_window_idx
  ON verification_events (subject, purpose_group, kind, client_key, created_at);

ALTER TABLE verification_locks ADD COLUMN client_key text NOT NULL DEFAULT '';
ALTER TABLE verification_locks DROP CONSTRAINT verification_locks_pkey;
ALTER TABLE verification_locks ADD PRIMARY KEY (subject, purpose_group, client_key);

ALTER TABLE verification_tokens ADD COLUMN client_key text;
