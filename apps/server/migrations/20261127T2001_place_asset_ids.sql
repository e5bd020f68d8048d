-- Places get short asset ids from the same household counter as items, so one label sheet can
-- hold both and no two labels of a household share a number.
DO $$
DECLARE
  place record;
BEGIN
  FOR place IN SELECT id, household_id FROM places WHERE asset_id IS NULL ORDER BY created_at, id LOOP
    UPDATE places SET asset_id = allocate_asset_id(place.household_id) WHERE id = place.id;
  END LOOP;
END;
$$;

CREATE UNIQUE INDEX places_household_asset_idx ON places (household_id, asset_id);

CREATE FUNCTION places_asset_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.asset_id IS NULL THEN
    NEW.asset_id := allocate_asset_id(NEW.household_id);
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER places_set_asset_id BEFORE INSERT ON places
  FOR EACH ROW EXECUTE FUNCTION places_asset_id();
