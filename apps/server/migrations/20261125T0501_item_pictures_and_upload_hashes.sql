-- Each item found in a photo has its own picture (a crop of the photo) or one its owner added;
-- every upload keeps the SHA-256 of its original bytes so that uploading it again can be noticed.
ALTER TABLE inventory_items ADD COLUMN image_key text;
ALTER TABLE inventory_items ADD COLUMN image_thumbnail_key text;

ALTER TABLE files ADD COLUMN content_sha256 text;
CREATE INDEX files_user_sha256_idx ON files (user_id, content_sha256) WHERE content_sha256 IS NOT NULL;
