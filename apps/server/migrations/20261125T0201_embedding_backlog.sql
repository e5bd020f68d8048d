-- Users whose items need (re)computed embeddings. A row stays until every item of the user has a
-- current vector, so work survives restarts and failures; `generation` grows with every new mark,
-- so a mark made while the user was being embedded is never lost.
CREATE TABLE embedding_backlog (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  generation bigint NOT NULL DEFAULT 1,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedding_backlog_due_idx ON embedding_backlog (next_attempt_at);
