-- What an insurer asks of an item: its serial and model numbers, when it was bought and for how
-- much (beside its estimated value today), until when its warranty runs, and any further facts
-- its owner keeps as named fields.
ALTER TABLE inventory_items ADD COLUMN serial_number text;
ALTER TABLE inventory_items ADD COLUMN model_number text;
ALTER TABLE inventory_items ADD COLUMN purchase_date date;
ALTER TABLE inventory_items ADD COLUMN purchase_price numeric(14, 2);
ALTER TABLE inventory_items ADD COLUMN warranty_until date;
ALTER TABLE inventory_items ADD COLUMN custom_fields jsonb NOT NULL DEFAULT '[]'::jsonb;
-- The dashboard and the daily check look for warranties ending soon.
CREATE INDEX inventory_user_warranty_idx ON inventory_items (user_id, warranty_until)
  WHERE warranty_until IS NOT NULL;
