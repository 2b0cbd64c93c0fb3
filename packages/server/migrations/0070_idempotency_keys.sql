-- Issue 22: writes that create money are idempotent. The first answer to a create is stored under
-- (actor, call, key); a retry with the same key gets that answer instead of a second row. The
-- unique constraint is what makes two concurrent retries safe: the second INSERT waits for the
-- first transaction and then finds its row.
CREATE TABLE idempotency_keys (
  id serial PRIMARY KEY,
  actor_id integer NOT NULL,
  call text NOT NULL,
  key text NOT NULL,
  -- sha256 of the request as the caller sent it: the same key with another request is refused.
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  CONSTRAINT idempotency_keys_once UNIQUE (actor_id, call, key)
);
