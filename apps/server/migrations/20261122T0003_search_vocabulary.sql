-- The words of each user's inventory, for typo correction: a misspelt search word is matched by
-- trigram similarity against this short list instead of against every item.
CREATE TABLE inventory_search_words (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word text NOT NULL,
  PRIMARY KEY (user_id, word)
);
CREATE INDEX inventory_search_words_trgm_idx ON inventory_search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION inventory_search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_search_words (user_id, word)
  SELECT DISTINCT NEW.user_id, w
  FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER inventory_search_words_collect
  AFTER INSERT OR UPDATE OF search_text ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION inventory_search_words_collect();

INSERT INTO inventory_search_words (user_id, word)
SELECT DISTINCT user_id, w
FROM inventory_items, regexp_split_to_table(search_text, '[^[:alnum:]]+') AS w
WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
