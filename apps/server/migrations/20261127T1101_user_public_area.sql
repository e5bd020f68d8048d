-- The approximate area (town or district) a person chose to show on their public items and share
-- pages. Nothing is derived from existing item locations, which name rooms and streets: until a
-- person sets an area, public views show no place at all.
ALTER TABLE users ADD COLUMN public_area text;
