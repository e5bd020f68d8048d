-- A household outlives any one member: when an account goes, what it added to a household that
-- others share stays there (credited to a member who stays, owners first), and a personal
-- household others share goes on without its account, with an owner among those left.
CREATE FUNCTION users_hand_over_household_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE households h SET personal_user_id = NULL
    WHERE h.personal_user_id = OLD.id
      AND EXISTS (SELECT 1 FROM household_members m
                  WHERE m.household_id = h.id AND m.user_id <> OLD.id);
  -- A household left without another owner makes its longest-standing member one.
  UPDATE household_members m SET role = 'owner'
    WHERE (m.household_id, m.user_id) IN (
      SELECT DISTINCT ON (o.household_id) o.household_id, o.user_id
      FROM household_members o
      WHERE o.user_id <> OLD.id
        AND o.household_id IN (SELECT household_id FROM household_members
                               WHERE user_id = OLD.id AND role = 'owner')
        AND NOT EXISTS (SELECT 1 FROM household_members x
                        WHERE x.household_id = o.household_id AND x.user_id <> OLD.id
                          AND x.role = 'owner')
      ORDER BY o.household_id, o.joined_at, o.user_id);
  UPDATE inventory_items i SET user_id = (
      SELECT m.user_id FROM household_members m
      WHERE m.household_id = i.household_id AND m.user_id <> OLD.id
      ORDER BY (m.role = 'owner') DESC, m.joined_at, m.user_id LIMIT 1)
    WHERE i.user_id = OLD.id
      AND EXISTS (SELECT 1 FROM household_members m
                  WHERE m.household_id = i.household_id AND m.user_id <> OLD.id);
  UPDATE files f SET user_id = (
      SELECT m.user_id FROM household_members m
      WHERE m.household_id = f.household_id AND m.user_id <> OLD.id
      ORDER BY (m.role = 'owner') DESC, m.joined_at, m.user_id LIMIT 1)
    WHERE f.user_id = OLD.id
      AND EXISTS (SELECT 1 FROM household_members m
                  WHERE m.household_id = f.household_id AND m.user_id <> OLD.id);
  RETURN OLD;
END;
$$;
CREATE TRIGGER users_hand_over_household_rows BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_hand_over_household_rows();
