-- Accounts: users, sessions bound to access tokens, and verification tokens with hashed codes.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  full_name text,
  is_verified boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip_address text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- user_id is null for the decoy tokens handed out for unknown addresses on password reset,
-- so that known and unknown addresses get the same answer.
CREATE TABLE verification_tokens (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'login', 'email_change', 'password_reset')),
  token_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  new_email text,
  expires_at timestamptz NOT NULL,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_tokens_user_id_idx ON verification_tokens (user_id);
CREATE INDEX verification_tokens_expires_at_idx ON verification_tokens (expires_at);
