-- The assistant's conversation, and one embedding per inventory item for semantic retrieval.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  message_type text NOT NULL,
  content text NOT NULL,
  sources jsonb,
  suggestions jsonb,
  feedback text CHECK (feedback IN ('thumbs_up', 'thumbs_down')),
  processing_time_ms integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, created_at DESC, id DESC);

-- Vectors are stored as little-endian float32 bytes: pgvector is available on neither target.
CREATE TABLE item_embeddings (
  item_id uuid PRIMARY KEY REFERENCES inventory_items (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  model text NOT NULL,
  text_hash text NOT NULL,
  vector bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_embeddings_user_idx ON item_embeddings (user_id, model);
