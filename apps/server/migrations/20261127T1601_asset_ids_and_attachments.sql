-- Short asset ids ("000-142") printed on labels: one counter per household, shared by everything
-- the household labels (items now, places too), counted up in the transaction that inserts the row.
ALTER TABLE households ADD COLUMN asset_counter integer NOT NULL DEFAULT 0;

-- The next asset id of a household: its counter goes up by one (the row stays locked until the
-- caller's transaction ends, so two inserts never get the same number). 142 → "000-142",
-- 1234567 → "1234-567".
CREATE FUNCTION allocate_asset_id(household uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  UPDATE households SET asset_counter = asset_counter + 1 WHERE id = household
    RETURNING asset_counter INTO n;
  IF n IS NULL THEN
    RAISE EXCEPTION 'household % does not exist', household;
  END IF;
  RETURN lpad((n / 1000)::text, 3, '0') || '-' || lpad((n % 1000)::text, 3, '0');
END;
$$;

ALTER TABLE inventory_items ADD COLUMN asset_id text;

-- Existing items get their numbers in the order they were added, household by household.
WITH numbered AS (
  SELECT id, household_id,
    row_number() OVER (PARTITION BY household_id ORDER BY created_at, id) AS n
  FROM inventory_items
)
UPDATE inventory_items i
  SET asset_id = lpad((numbered.n / 1000)::text, 3, '0') || '-' || lpad((numbered.n % 1000)::text, 3, '0')
  FROM numbered WHERE numbered.id = i.id;
UPDATE households h SET asset_counter = counted.total
  FROM (SELECT household_id, count(*) AS total FROM inventory_items GROUP BY household_id) counted
  WHERE counted.household_id = h.id;

ALTER TABLE inventory_items ALTER COLUMN asset_id SET NOT NULL;
CREATE UNIQUE INDEX inventory_household_asset_idx ON inventory_items (household_id, asset_id);

-- Every way of adding an item (by hand, from a photo or document, an import) numbers it. Triggers
-- of one event fire in name order: this one's name sorts after inventory_items_household_default,
-- so the household is known by then.
CREATE FUNCTION inventory_items_asset_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.asset_id IS NULL THEN
    NEW.asset_id := allocate_asset_id(NEW.household_id);
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER inventory_items_set_asset_id BEFORE INSERT ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION inventory_items_asset_id();

-- Receipts, manuals, warranty cards and photos kept with an item. The bytes live in storage under
-- storage_key; the row goes with its item (the storage sweep then removes the bytes).
CREATE TABLE item_attachments (
  id uuid PRIMARY KEY,
  item_id uuid NOT NULL REFERENCES inventory_items (id) ON DELETE CASCADE,
  household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  -- Who attached it.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('receipt', 'manual', 'warranty', 'photo', 'other')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  storage_key text NOT NULL UNIQUE,
  thumbnail_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_attachments_item_idx ON item_attachments (item_id, created_at, id);
