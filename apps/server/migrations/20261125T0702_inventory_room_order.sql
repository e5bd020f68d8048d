-- The insurance report walks the owner's items room by room, then by name, in keyset pages; this
-- index serves each page directly instead of sorting the whole inventory again for every page.
CREATE INDEX inventory_user_room_name_idx
  ON inventory_items (user_id, lower(coalesce(location, '')), lower(item_name), id);
