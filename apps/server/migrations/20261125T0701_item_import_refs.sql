-- The reference an item was imported under (Homebox's import_ref, or a spreadsheet's reference
-- column). Unique per owner, so importing the same file twice adds nothing; NULLs never clash.
ALTER TABLE inventory_items ADD COLUMN import_ref text;
CREATE UNIQUE INDEX inventory_user_import_ref_idx ON inventory_items (user_id, import_ref);
