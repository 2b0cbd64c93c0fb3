-- Two-step sign-in with an authenticator app (TOTP, RFC 6238; docs/auth.md "Two-step sign-in").

-- A person's authenticator: the shared secret sealed like a full TIN (domain/people/tin-crypto.ts,
-- TIN_KEYS), pending until the person confirms it with a first code. `last_step` is the newest
-- 30-second time-step a code was accepted for: a code of that step or an older one is refused, so
-- a code seen over a shoulder cannot be used again within its window.
CREATE TABLE two_step_secrets (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL CHECK (secret_sealed LIKE 'v1:%'),
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL
);

-- Ten one-time recovery codes per enrolment: `salt$sha256(salt:code)`, each spent once.
CREATE TABLE two_step_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX two_step_recovery_codes_user ON two_step_recovery_codes (user_id);

-- The step between a right password and a session: only the token's SHA-256 is kept, it lives a
-- few minutes and is spent by the sign-in it finishes. `device` is the nonce of the device cookie
-- the password step verified, so wrong codes count where that step's failures count.
CREATE TABLE two_step_challenges (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Who enrolled, turned it off, was reset by an administrator or spent a recovery code, and when:
-- the account's security log (never a secret or a code).
CREATE TABLE two_step_events (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('enrolled', 'disabled', 'reset', 'recovery-used')),
  actor integer REFERENCES users(id),
  at timestamptz NOT NULL
);
CREATE INDEX two_step_events_user ON two_step_events (user_id, at);

-- A session of a person whose role requires two-step sign-in and who has not enrolled: it may
-- only enrol or log out until the first code is confirmed.
ALTER TABLE sessions ADD COLUMN must_enrol boolean NOT NULL DEFAULT false;
