-- Share links that ran out unclaimed are marked EXPIRED (which also frees the item for a new share).
ALTER TABLE shares DROP CONSTRAINT IF EXISTS shares_status_check;
ALTER TABLE shares ADD CONSTRAINT shares_status_check
  CHECK (status IN ('PENDING', 'CLAIMED', 'RETURNED', 'COMPLETED', 'DECLINED', 'CANCELLED', 'EXPIRED'));
CREATE INDEX shares_pending_expiry_idx ON shares (expires_at) WHERE status = 'PENDING';
CREATE INDEX shares_claimed_due_idx ON shares (expected_return_date)
  WHERE status = 'CLAIMED' AND sharing_type = 'BORROW';
CREATE INDEX borrow_requests_pending_expiry_idx ON borrow_requests (expires_at) WHERE status = 'PENDING';

-- In-app notifications, newest first per user.
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  share_id uuid REFERENCES shares (id) ON DELETE SET NULL,
  request_id uuid REFERENCES borrow_requests (id) ON DELETE SET NULL,
  item_id uuid REFERENCES inventory_items (id) ON DELETE SET NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Every event delivered on a user's live stream, so a reconnect resumes after Last-Event-ID.
CREATE TABLE user_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_events_user_idx ON user_events (user_id, id);
CREATE INDEX user_events_created_idx ON user_events (created_at);

-- Automatic loan mails already sent: one per subject (share or request), kind and period.
CREATE TABLE sent_reminders (
  subject_id uuid NOT NULL,
  kind text NOT NULL,
  period integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject_id, kind, period)
);

-- Per-user notification preferences; a missing row means the defaults.
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  loan_reminders_by_email boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
