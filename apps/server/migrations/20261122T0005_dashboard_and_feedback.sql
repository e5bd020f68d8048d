-- Badges once earned stay earned, with the time they were first seen met.
CREATE TABLE user_badges (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  badge text NOT NULL,
  earned_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, badge)
);

-- Feedback from signed-in users and anonymous visitors.
CREATE TABLE feedback (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  feedback_type text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  rating integer CHECK (rating BETWEEN 0 AND 5),
  would_recommend boolean,
  follow_up_requested boolean NOT NULL DEFAULT false,
  user_email text,
  user_name text,
  screenshot_key text,
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC);
