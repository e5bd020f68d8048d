-- Items read from a receipt or list in another currency keep the amount as written.
ALTER TABLE inventory_items ADD COLUMN IF NOT EXISTS original_value numeric(18, 2);
ALTER TABLE inventory_items ADD COLUMN IF NOT EXISTS original_currency text;
