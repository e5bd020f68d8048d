-- An owner types "Glashutte", "Karcher" or "creme brulee" on a phone keyboard without accents,
-- and asks in the words their item is named by: the search text and vector carry each accented
-- word's plain spelling beside the word itself, so both find the item.
CREATE FUNCTION fold_accents(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(replace(lower($1), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'),
    'àáâãäåçèéêëìíîïðñòóôõöøùúûüýÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĺļľŀłńņňōŏőŕŗřśŝşšţťŧũūŭůűųŵŷźżžơưǎǐǒǔǖǘǚǜǟǡǧǩǫǭǰǵǹǻȁȃȅȇȉȋȍȏȑȓȕȗșțȟȧȩȫȭȯȱȳ',
    'aaaaaaceeeeiiiidnoooooouuuuyyaaaccccddeeeeegggghhiiiiijklllllnnnooorrrsssstttuuuuuuwyzzzouaiouuuuuaagkoojgnaaaeeiioorruusthaeooooy')
$$;

-- The text with its accented words' plain spellings (lower case) added; nothing when it has none.
CREATE FUNCTION with_folded_spelling(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN fold_accents($1) = lower($1) THEN $1 ELSE $1 || ' ' || fold_accents($1) END
$$;

CREATE OR REPLACE FUNCTION inventory_items_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := with_folded_spelling(lower(concat_ws(' ', NEW.item_name, NEW.brand,
    NEW.item_category, NEW.location, array_to_string(NEW.tags, ' '))));
  NEW.search_vector :=
    setweight(to_tsvector('english', with_folded_spelling(coalesce(NEW.item_name, ''))), 'A') ||
    setweight(to_tsvector('english', with_folded_spelling(concat_ws(' ', NEW.brand,
      NEW.item_category, array_to_string(NEW.tags, ' ')))), 'B') ||
    setweight(to_tsvector('english', with_folded_spelling(concat_ws(' ', NEW.location,
      NEW.item_description, NEW.notes))), 'C');
  RETURN NEW;
END;
$$;

-- Items saved before: their search text and vector again, without touching what the owner saved.
UPDATE inventory_items SET
  search_text = with_folded_spelling(lower(concat_ws(' ', item_name, brand, item_category,
    location, array_to_string(tags, ' ')))),
  search_vector =
    setweight(to_tsvector('english', with_folded_spelling(coalesce(item_name, ''))), 'A') ||
    setweight(to_tsvector('english', with_folded_spelling(concat_ws(' ', brand, item_category,
      array_to_string(tags, ' ')))), 'B') ||
    setweight(to_tsvector('english', with_folded_spelling(concat_ws(' ', location,
      item_description, notes))), 'C')
WHERE fold_accents(concat_ws(' ', item_name, brand, item_category, location,
  array_to_string(tags, ' '), item_description, notes))
  <> lower(concat_ws(' ', item_name, brand, item_category, location, array_to_string(tags, ' '),
  item_description, notes));
