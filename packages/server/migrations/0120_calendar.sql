-- The calendar (issue 28 items 4 and 6; docs/decisions/calendar.md, "Calendar").
--
-- A person's private feed address: only a hash of its secret is kept, so a copy of the database
-- opens no feed. `password_mark` is a hash of the password hash the address was made under: a
-- password change (by any path) makes the two differ and the address answers 404 from then on.
CREATE TABLE calendar_feed_tokens (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  password_mark text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Wrong feed addresses by client IP, counted like failed logins (a window's rows per key); a
-- client over the limit is refused before any lookup.
CREATE TABLE calendar_feed_misses (
  id serial PRIMARY KEY,
  ip text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX calendar_feed_misses_ip_at ON calendar_feed_misses (ip, at);
CREATE INDEX calendar_feed_misses_at ON calendar_feed_misses (at);

-- Office-wide events an administrator makes: a whole-day event is a span of business dates
-- (inclusive), a timed one two instants shown in California. `sequence` counts the edits: it is
-- the event's iCalendar SEQUENCE and the version an edit must name.
CREATE TABLE office_events (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  location text NOT NULL DEFAULT '' CHECK (length(location) <= 200),
  all_day boolean NOT NULL,
  starts_on date,
  ends_on date,
  starts_at timestamptz,
  ends_at timestamptz,
  sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT office_events_span CHECK (
    (all_day AND starts_on IS NOT NULL AND ends_on IS NOT NULL AND ends_on >= starts_on
      AND starts_at IS NULL AND ends_at IS NULL)
    OR (NOT all_day AND starts_at IS NOT NULL AND ends_at IS NOT NULL AND ends_at > starts_at
      AND starts_on IS NULL AND ends_on IS NULL)
  )
);
CREATE INDEX office_events_starts_on ON office_events (starts_on);
CREATE INDEX office_events_starts_at ON office_events (starts_at);
