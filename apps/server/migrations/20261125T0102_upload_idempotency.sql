-- Idempotency keys of uploads: a retry with the same key by the same user gets the first
-- result instead of a second file. A key without a file is an upload in progress.
CREATE TABLE upload_idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  file_id uuid REFERENCES files (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX upload_idempotency_keys_created_at_idx ON upload_idempotency_keys (created_at);
