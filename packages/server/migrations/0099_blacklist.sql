-- The blacklist (issue 27 item 6): e-mail addresses, whole domains and IP networks refused at
-- registration, at an outsider's login and profile, and at checkout (docs/decisions/system.md, "The
-- blacklist"). An entry is lifted, never deleted: who added it, who lifted it and when stay.
-- Values are stored in one form (lower case; a network as the database's CIDR), so the same entry
-- cannot be in force twice.

CREATE TABLE blacklist_entries (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('email', 'domain', 'ip')),
  value text NOT NULL CHECK (value = lower(value) AND length(value) BETWEEN 1 AND 254),
  -- The network an `ip` entry refuses (a single address is a /32 or /128), matched with <<=.
  network cidr,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 300),
  added_by integer NOT NULL REFERENCES users(id),
  added_at timestamptz NOT NULL,
  removed_by integer REFERENCES users(id),
  removed_at timestamptz,
  CHECK ((kind = 'ip') = (network IS NOT NULL)),
  CHECK (kind <> 'ip' OR value = network::text),
  CHECK ((removed_at IS NULL) = (removed_by IS NULL))
);
CREATE UNIQUE INDEX blacklist_entries_in_force ON blacklist_entries (kind, value)
  WHERE removed_at IS NULL;
