-- Uploaded files and the inventory items found in them, with full-text and trigram search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE files (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filename text NOT NULL DEFAULT 'Untitled',
  content_type text NOT NULL CHECK (content_type IN ('image', 'text')),
  mime_type text NOT NULL,
  file_size integer NOT NULL,
  storage_key text NOT NULL,
  thumbnail_key text,
  width integer,
  height integer,
  description text,
  location text,
  text_content text,
  ai_description text,
  analysis_status text NOT NULL CHECK (analysis_status IN ('completed', 'failed')),
  analysis_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_user_created_idx ON files (user_id, created_at DESC, id DESC);
CREATE INDEX files_user_type_created_idx ON files (user_id, content_type, created_at DESC);

CREATE TABLE inventory_items (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source_file_id uuid REFERENCES files (id) ON DELETE CASCADE,
  item_name text NOT NULL,
  item_description text,
  item_category text NOT NULL,
  brand text,
  condition text,
  estimated_value numeric(14, 2),
  quantity integer NOT NULL DEFAULT 1,
  location text,
  tags text[] NOT NULL DEFAULT '{}',
  notes text,
  confidence_score real NOT NULL DEFAULT 0,
  is_verified boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT false,
  is_shareable boolean NOT NULL DEFAULT true,
  perishability_type text NOT NULL DEFAULT 'non-perishable',
  prominence_score real NOT NULL DEFAULT 0,
  visual_area_percentage real NOT NULL DEFAULT 0,
  ownership_likelihood real NOT NULL DEFAULT 0.5,
  -- Kept by the trigger below: one text for trigram matching, one vector for full-text search.
  search_text text NOT NULL DEFAULT '',
  search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION inventory_items_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.item_name, NEW.brand, NEW.item_category,
    NEW.location, array_to_string(NEW.tags, ' ')));
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.item_name, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.brand, NEW.item_category,
      array_to_string(NEW.tags, ' '))), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.location, NEW.item_description,
      NEW.notes)), 'C');
  RETURN NEW;
END;
$$;

CREATE TRIGGER inventory_items_search_refresh
  BEFORE INSERT OR UPDATE OF item_name, brand, item_category, location, tags, item_description, notes
  ON inventory_items FOR EACH ROW EXECUTE FUNCTION inventory_items_search_refresh();

-- Each sort of the inventory list has its index, scoped by owner; id breaks ties.
CREATE INDEX inventory_user_created_idx ON inventory_items (user_id, created_at DESC, id DESC);
-- Items without a value come last in both directions.
CREATE INDEX inventory_user_value_idx ON inventory_items (user_id, estimated_value ASC NULLS LAST, id);
CREATE INDEX inventory_user_value_desc_idx ON inventory_items (user_id, estimated_value DESC NULLS LAST, id DESC);
CREATE INDEX inventory_user_name_idx ON inventory_items (user_id, lower(item_name), id);
CREATE INDEX inventory_user_confidence_idx ON inventory_items (user_id, confidence_score, id);
CREATE INDEX inventory_user_category_idx
  ON inventory_items (user_id, item_category, estimated_value DESC NULLS LAST, id DESC);
CREATE INDEX inventory_source_file_idx ON inventory_items (source_file_id);
CREATE INDEX inventory_search_vector_idx ON inventory_items USING gin (search_vector);
CREATE INDEX inventory_search_trgm_idx ON inventory_items USING gin (search_text gin_trgm_ops);
