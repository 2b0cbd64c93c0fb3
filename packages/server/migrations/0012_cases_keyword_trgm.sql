-- Substring keyword search (`search_text LIKE '%chen%'`) reads a trigram index instead of every
-- case. pg_trgm ships with PostgreSQL (trusted since 13, so the database owner may create it) and
-- PGlite loads it as an extension (src/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS cases_search_text_trgm ON cases USING gin (search_text gin_trgm_ops);
