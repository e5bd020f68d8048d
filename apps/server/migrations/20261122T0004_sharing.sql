-- Lending and giving away by link or e-mail, and the community's borrow requests.
CREATE TABLE shares (
  id uuid PRIMARY KEY,
  item_id uuid REFERENCES inventory_items (id) ON DELETE SET NULL,
  -- The item's name when shared, so the history still reads well after it moved or went.
  item_name text NOT NULL,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id uuid REFERENCES users (id) ON DELETE SET NULL,
  recipient_email text,
  sharing_type text NOT NULL CHECK (sharing_type IN ('BORROW', 'DONATE')),
  status text NOT NULL CHECK (status IN ('PENDING', 'CLAIMED', 'RETURNED', 'COMPLETED', 'DECLINED', 'CANCELLED')),
  share_token text NOT NULL UNIQUE,
  notes text,
  claim_message text,
  response_message text,
  expected_return_date date,
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz,
  returned_at timestamptz,
  completed_at timestamptz,
  last_reminder_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shares_owner_idx ON shares (owner_id, created_at DESC);
CREATE INDEX shares_recipient_idx ON shares (recipient_id, created_at DESC);
CREATE INDEX shares_item_idx ON shares (item_id, created_at DESC);
-- One live share per item: an item cannot be lent twice at once.
CREATE UNIQUE INDEX shares_one_active_per_item ON shares (item_id)
  WHERE status IN ('PENDING', 'CLAIMED', 'RETURNED');

CREATE TABLE borrow_requests (
  id uuid PRIMARY KEY,
  item_id uuid REFERENCES inventory_items (id) ON DELETE SET NULL,
  item_name text NOT NULL,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requester_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED', 'EXPIRED', 'CANCELLED', 'CLAIMED')),
  message text,
  response_message text,
  expected_return_date date,
  share_id uuid REFERENCES shares (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  responded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX borrow_requests_owner_idx ON borrow_requests (owner_id, created_at DESC);
CREATE INDEX borrow_requests_requester_idx ON borrow_requests (requester_id, created_at DESC);
-- One pending request per requester and item.
CREATE UNIQUE INDEX borrow_requests_one_pending ON borrow_requests (item_id, requester_id)
  WHERE status = 'PENDING';

-- Public discovery reads only public items, newest first or by category.
CREATE INDEX inventory_public_created_idx ON inventory_items (created_at DESC, id DESC) WHERE is_public;
CREATE INDEX inventory_public_category_idx ON inventory_items (item_category, created_at DESC) WHERE is_public;
CREATE INDEX inventory_public_value_idx ON inventory_items (estimated_value, id) WHERE is_public;
CREATE INDEX inventory_public_value_desc_idx
  ON inventory_items (estimated_value DESC NULLS LAST, id DESC) WHERE is_public;
CREATE INDEX inventory_public_name_idx ON inventory_items (lower(item_name), id) WHERE is_public;
CREATE INDEX inventory_public_brand_idx ON inventory_items (lower(brand), created_at DESC) WHERE is_public;
