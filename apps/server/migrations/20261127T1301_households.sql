-- Households: the people who live together share one inventory. Every account has a personal
-- household (made by a trigger at sign-up, so every way of creating an account gets one), and
-- items, files, shares and borrow requests belong to a household. user_id on items and files
-- stays: it is who added them.
CREATE TABLE households (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  -- The account whose personal household this is; it goes with the account.
  personal_user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE household_members (
  household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'member', 'viewer')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (household_id, user_id)
);
CREATE INDEX household_members_user_idx ON household_members (user_id);

CREATE TABLE household_invitations (
  id uuid PRIMARY KEY,
  household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'member', 'viewer')),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  token_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX household_invitations_household_idx ON household_invitations (household_id, created_at DESC);
CREATE INDEX household_invitations_email_idx ON household_invitations (lower(email));

-- Existing accounts: one personal household each, owned by them.
INSERT INTO households (id, name, personal_user_id, created_at, updated_at)
  SELECT gen_random_uuid(), coalesce(nullif(trim(full_name), '') || '''s home', 'My home'), id,
    created_at, now()
  FROM users;
INSERT INTO household_members (household_id, user_id, role, joined_at)
  SELECT id, personal_user_id, 'owner', created_at FROM households;

CREATE FUNCTION users_personal_household() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  household uuid := gen_random_uuid();
BEGIN
  INSERT INTO households (id, name, personal_user_id, created_at, updated_at)
    VALUES (household, coalesce(nullif(trim(NEW.full_name), '') || '''s home', 'My home'), NEW.id,
      NEW.created_at, NEW.created_at);
  INSERT INTO household_members (household_id, user_id, role, joined_at)
    VALUES (household, NEW.id, 'owner', NEW.created_at);
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_personal_household AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_personal_household();

-- A row written without a household lands in its author's personal household: every writer
-- that does not name a household keeps working, and that is the default the API promises.
CREATE FUNCTION personal_household_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.household_id IS NULL THEN
    SELECT id INTO NEW.household_id FROM households WHERE personal_user_id = NEW.user_id;
  END IF;
  RETURN NEW;
END;
$$;

-- Shares and borrow requests follow their item's household, or the lender's personal one.
CREATE FUNCTION item_household_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.household_id IS NULL THEN
    SELECT household_id INTO NEW.household_id FROM inventory_items WHERE id = NEW.item_id;
  END IF;
  IF NEW.household_id IS NULL THEN
    SELECT id INTO NEW.household_id FROM households WHERE personal_user_id = NEW.owner_id;
  END IF;
  RETURN NEW;
END;
$$;

ALTER TABLE files ADD COLUMN household_id uuid REFERENCES households (id) ON DELETE CASCADE;
UPDATE files SET household_id = h.id FROM households h WHERE h.personal_user_id = files.user_id;
ALTER TABLE files ALTER COLUMN household_id SET NOT NULL;
CREATE TRIGGER files_household_default BEFORE INSERT ON files
  FOR EACH ROW EXECUTE FUNCTION personal_household_default();
CREATE INDEX files_household_created_idx ON files (household_id, created_at DESC, id DESC);

ALTER TABLE inventory_items ADD COLUMN household_id uuid REFERENCES households (id) ON DELETE CASCADE;
UPDATE inventory_items SET household_id = h.id
  FROM households h WHERE h.personal_user_id = inventory_items.user_id;
ALTER TABLE inventory_items ALTER COLUMN household_id SET NOT NULL;
CREATE TRIGGER inventory_items_household_default BEFORE INSERT ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION personal_household_default();
-- The household's list sorts, like the owner's ones before them; id breaks ties.
CREATE INDEX inventory_household_created_idx ON inventory_items (household_id, created_at DESC, id DESC);
CREATE INDEX inventory_household_value_idx
  ON inventory_items (household_id, estimated_value DESC NULLS LAST, id DESC);
CREATE INDEX inventory_household_name_idx ON inventory_items (household_id, lower(item_name), id);
CREATE INDEX inventory_household_category_idx
  ON inventory_items (household_id, item_category, estimated_value DESC NULLS LAST, id DESC);

ALTER TABLE shares ADD COLUMN household_id uuid REFERENCES households (id) ON DELETE SET NULL;
UPDATE shares SET household_id = h.id FROM households h WHERE h.personal_user_id = shares.owner_id;
CREATE TRIGGER shares_household_default BEFORE INSERT ON shares
  FOR EACH ROW EXECUTE FUNCTION item_household_default();
CREATE INDEX shares_household_idx ON shares (household_id, created_at DESC);

ALTER TABLE borrow_requests ADD COLUMN household_id uuid REFERENCES households (id) ON DELETE SET NULL;
UPDATE borrow_requests SET household_id = h.id
  FROM households h WHERE h.personal_user_id = borrow_requests.owner_id;
CREATE TRIGGER borrow_requests_household_default BEFORE INSERT ON borrow_requests
  FOR EACH ROW EXECUTE FUNCTION item_household_default();

-- Codes of household invitations count and lock like every other code.
ALTER TABLE verification_events DROP CONSTRAINT verification_events_purpose_group_check;
ALTER TABLE verification_events ADD CONSTRAINT verification_events_purpose_group_check
  CHECK (purpose_group IN ('email_verification', 'email_change', 'password_reset', 'household_invitation'));
