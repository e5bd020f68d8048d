-- Places: where a household keeps its things, as a tree (home → room → shelf → box, any depth).
-- An item lives in one place; its `location` text is that place's name, kept in step by the
-- trigger below, so every writer of `location` (the item edit, imports, the AI's room guess)
-- puts the item in the matching place, created when missing.
CREATE TABLE places (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES places (id),
  name text NOT NULL,
  description text,
  -- The place's photo: one of the household's uploaded files.
  photo_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  -- The short id printed on labels; allocated per household.
  asset_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Siblings have different names (case-insensitively); roots share the all-zero parent.
CREATE UNIQUE INDEX places_sibling_name_idx ON places (
  household_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name)
);
CREATE INDEX places_parent_idx ON places (parent_id);
CREATE INDEX places_name_idx ON places (household_id, lower(name));

ALTER TABLE inventory_items ADD COLUMN place_id uuid REFERENCES places (id) ON DELETE SET NULL;
CREATE INDEX inventory_place_idx ON inventory_items (place_id);

-- A place's names from the top-level place down: "Home / Garage / Shelf A".
CREATE FUNCTION place_path(place uuid) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up AS (
    SELECT id, parent_id, name, 0 AS level FROM places WHERE id = place
    UNION ALL
    SELECT p.id, p.parent_id, p.name, up.level + 1 FROM places p JOIN up ON p.id = up.parent_id
      WHERE up.level < 1000
  )
  SELECT string_agg(name, ' / ' ORDER BY level DESC) FROM up
$$;

-- The place a location text names in a household: "Garage" is the household's place of that
-- name (a root first, then the oldest), "Home / Garage / Shelf A" (or "Home > Garage") a branch
-- whose first part is found the same way and whose further parts are found or created below it.
-- `current` is kept when its own name is the text, so re-saving an item never moves it.
CREATE FUNCTION place_for_location(household uuid, location text, current uuid)
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  parts text[];
  part text;
  parent uuid := NULL;
  found uuid;
  first boolean := true;
BEGIN
  IF location IS NULL OR trim(location) = '' THEN
    RETURN NULL;
  END IF;
  IF current IS NOT NULL AND EXISTS (
    SELECT 1 FROM places WHERE id = current AND household_id = household
      AND lower(name) = lower(trim(location))
  ) THEN
    RETURN current;
  END IF;
  parts := regexp_split_to_array(trim(location), '\s+/\s+|\s*>\s*');
  FOREACH part IN ARRAY parts LOOP
    part := left(trim(part), 100);
    CONTINUE WHEN part = '';
    found := NULL;
    IF first THEN
      SELECT id INTO found FROM places
        WHERE household_id = household AND lower(name) = lower(part)
        ORDER BY (parent_id IS NULL) DESC, created_at, id LIMIT 1;
    ELSE
      SELECT id INTO found FROM places
        WHERE household_id = household AND parent_id = parent AND lower(name) = lower(part);
    END IF;
    IF found IS NULL THEN
      INSERT INTO places (household_id, parent_id, name)
        VALUES (household, CASE WHEN first THEN NULL ELSE parent END, part)
        ON CONFLICT DO NOTHING RETURNING id INTO found;
      IF found IS NULL THEN
        -- Someone made it at the same moment: take theirs.
        SELECT id INTO found FROM places
          WHERE household_id = household AND lower(name) = lower(part)
            AND parent_id IS NOT DISTINCT FROM (CASE WHEN first THEN NULL ELSE parent END);
      END IF;
    END IF;
    parent := found;
    first := false;
  END LOOP;
  RETURN parent;
END;
$$;

-- An item's place and location text stay one: a place given wins and names the location; a
-- location written alone finds (or makes) its place; an item moving to another household
-- leaves its place behind.
CREATE FUNCTION inventory_items_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  place_given boolean;
  location_given boolean;
  previous uuid := NULL;
BEGIN
  IF TG_OP = 'INSERT' THEN
    place_given := NEW.place_id IS NOT NULL;
    location_given := true;
  ELSE
    previous := OLD.place_id;
    place_given := NEW.place_id IS DISTINCT FROM OLD.place_id;
    location_given := NEW.location IS DISTINCT FROM OLD.location;
    IF NEW.household_id IS DISTINCT FROM OLD.household_id AND NOT place_given THEN
      NEW.place_id := NULL;
      previous := NULL;
      location_given := true;
    END IF;
  END IF;
  IF place_given THEN
    IF NEW.place_id IS NULL THEN
      NEW.location := NULL;
    ELSE
      SELECT name INTO NEW.location FROM places
        WHERE id = NEW.place_id AND household_id = NEW.household_id;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'place % is not a place of the item''s household', NEW.place_id
          USING ERRCODE = 'foreign_key_violation';
      END IF;
    END IF;
  ELSIF location_given THEN
    NEW.place_id := place_for_location(NEW.household_id, NEW.location, previous);
    IF NEW.place_id IS NULL THEN
      NEW.location := NULL;
    ELSE
      SELECT name INTO NEW.location FROM places WHERE id = NEW.place_id;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER inventory_items_place BEFORE INSERT OR UPDATE ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION inventory_items_place();

-- A renamed place renames the location of the items in it.
CREATE FUNCTION places_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventory_items SET location = NEW.name WHERE place_id = NEW.id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER places_renamed AFTER UPDATE OF name ON places
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION places_renamed();

-- The free-text locations of existing items become the households' places: the longest paths
-- first, so that "Garage" beside "Home / Garage / Shelf A" finds the garage of that branch.
DO $$
DECLARE
  r record;
  target uuid;
BEGIN
  FOR r IN
    SELECT household_id, location FROM inventory_items
      WHERE nullif(trim(location), '') IS NOT NULL
      GROUP BY household_id, location
      ORDER BY max(cardinality(regexp_split_to_array(trim(location), '\s+/\s+|\s*>\s*'))) DESC,
        min(created_at), location
  LOOP
    target := place_for_location(r.household_id, r.location, NULL);
    UPDATE inventory_items SET place_id = target
      WHERE household_id = r.household_id AND location = r.location;
  END LOOP;
END;
$$;
