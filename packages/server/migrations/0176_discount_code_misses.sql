-- Codes a buyer tried that are no code at all: counted per buyer over the last hour, so a signed-in
-- account cannot try code after code to learn which exist. Refused tries are not recorded (the
-- count is what a bot could send, not what it was refused), and each new miss drops that buyer's
-- misses older than the hour, so a buyer keeps at most one hour's worth.
CREATE TABLE discount_code_misses (
  id serial PRIMARY KEY,
  buyer_id integer NOT NULL REFERENCES users (id),
  at timestamptz NOT NULL
);
CREATE INDEX discount_code_misses_buyer ON discount_code_misses (buyer_id, at);
