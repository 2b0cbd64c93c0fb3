-- Issue 23 item 2: an outside visitor's registration from the public hall is a request until the
-- person clicks the link mailed to the address (double opt-in). A request holds no seat and no
-- waitlist place: only confirming it writes a row in registrations. Requests are also what the
-- throttle counts (per client IP and per e-mail, per course). Registrations made before this
-- migration have no request and count as confirmed: nothing in registrations changes.
-- status: pending (mailed, not clicked), confirmed (registration_id holds the seat or place),
-- known (the address was already registered: the mail only carried a cancel link for
-- registration_id), cancelled. Only a hash of the link's secret is kept.
CREATE TABLE registration_requests (
  id serial PRIMARY KEY,
  course_id integer NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  ip text NOT NULL,
  token_hash text NOT NULL,
  status text NOT NULL,
  registration_id integer,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE UNIQUE INDEX registration_requests_token ON registration_requests (token_hash);
CREATE INDEX registration_requests_course_ip ON registration_requests (course_id, ip, created_at);
CREATE INDEX registration_requests_course_email
  ON registration_requests (course_id, lower(email), created_at);
