-- The Ctrl-K search box (docs/search.md) matches substrings (`lower(col) LIKE '%…%'`) in each
-- area's table. Cases already have a trigram index on search_text (0012); these give the other
-- kinds' searched columns one each, so a search reads an index instead of every row once a table
-- grows. pg_trgm is the extension 0012 created (PGlite loads it, src/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS users_name_trgm ON users USING gin (lower(name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS orders_reference_trgm
  ON orders USING gin (lower(coalesce(reference, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS products_name_trgm
  ON products USING gin ((lower(name_en) || ' ' || lower(name_zh)) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS courses_title_trgm
  ON courses USING gin ((lower(title_en) || ' ' || lower(title_zh)) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS listings_address_trgm
  ON listings USING gin (lower(unparsed_address) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS groups_name_trgm ON groups USING gin (lower(name) gin_trgm_ops);
-- An exact order reference jumps to its order: one index lookup.
CREATE INDEX IF NOT EXISTS orders_reference_idx ON orders (reference);
